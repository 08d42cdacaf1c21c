import { describe, expect, it } from 'vitest';
import { endpointRefusal, isPublicAddress, isPushService, loggableEndpoint } from './push-destination';

const development = { production: false, testOrigins: [] };
const production = { production: true, testOrigins: [] };

describe('which addresses are the public Internet', () => {
  it('refuses this machine, private networks, link-local and reserved ranges, in IPv4, IPv6 and IPv4-mapped IPv6', () => {
    for (const address of [
      '0.0.0.0',
      '10.1.2.3',
      '100.64.0.1',
      '127.0.0.1',
      '127.255.0.9',
      '169.254.169.254',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '224.0.0.1',
      '255.255.255.255',
      '::',
      '::1',
      'fc00::1',
      'fd12:3456::1',
      'fe80::1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
      '::ffff:a9fe:a9fe',
      'not an address',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
    for (const address of ['8.8.8.8', '172.32.0.1', '142.250.74.42', '2a00:1450:4001::200a', '::ffff:8.8.8.8']) {
      expect(isPublicAddress(address), address).toBe(true);
    }
  });
});

describe('which endpoints the server pushes to', () => {
  it('never to a private, loopback or link-local address literal, however it is written', () => {
    for (const endpoint of [
      'http://127.0.0.1:8080/push/1',
      'http://2130706433/push/1',
      'http://0x7f.1/push/1',
      'http://[::1]/push/1',
      'http://[::ffff:127.0.0.1]/push/1',
      'https://169.254.169.254/latest/meta-data',
      'http://10.0.0.5/push',
      'http://[fe80::1]/push',
      'http://[fd00::1]/push',
      'http://0.0.0.0:5000/',
    ]) {
      expect(endpointRefusal(endpoint, development), endpoint).toMatch(/private, loopback or link-local/);
    }
  });

  it('never with a user name or password in it', () => {
    expect(endpointRefusal('https://user:pass@fcm.googleapis.com/fcm/send/x', production)).toMatch(/password/);
    expect(endpointRefusal('https://user@example.com/x', development)).toMatch(/password/);
  });

  it('in production only to the known push services, over https', () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc:def',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAA',
      'https://web.push.apple.com/QGuQyavXutnMaD',
      'https://wns2-par02p.notify.windows.com/w/?token=BQYAAA',
    ]) {
      expect(endpointRefusal(endpoint, production), endpoint).toBeNull();
      expect(isPushService(new URL(endpoint), production), endpoint).toBe(true);
    }
    for (const endpoint of [
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://example.com/push',
      'https://fcm.googleapis.com.evil.example/x',
      'https://push.apple.com.evil.example/x',
      'https://evilpush.apple.com.example/x',
      'https://notify.windows.com/x',
    ]) {
      expect(endpointRefusal(endpoint, production), endpoint).toMatch(/known push service/);
    }
  });

  it('elsewhere to public hosts too, whose 404 or 410 is not a push service’s word', () => {
    expect(endpointRefusal('https://push.example.com/x', development)).toBeNull();
    expect(isPushService(new URL('https://push.example.com/x'), development)).toBe(false);
    expect(isPushService(new URL('http://fcm.googleapis.com/x'), development)).toBe(false);
  });

  it('a test’s fake push service on 127.0.0.1 only at the origin the test gave', () => {
    const tests = { production: false, testOrigins: ['http://127.0.0.1:4100'] };
    expect(endpointRefusal('http://127.0.0.1:4100/push/1', tests)).toBeNull();
    expect(isPushService(new URL('http://127.0.0.1:4100/push/1'), tests)).toBe(true);
    expect(endpointRefusal('http://127.0.0.1:4101/push/1', tests)).toMatch(/loopback/);
  });

  it('logs show the push service, never a user name, password, path or query', () => {
    expect(loggableEndpoint('https://user:secret@push.example.com/token/abc?key=k')).toBe('https://push.example.com');
    expect(loggableEndpoint('nonsense')).toBe('(not a URL)');
  });
});
