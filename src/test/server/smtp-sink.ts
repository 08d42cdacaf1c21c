import net from 'node:net';

/**
 * A mail server on 127.0.0.1 that accepts every message and keeps it, for tests of what the server really sends by
 * SMTP: the plain dialogue (EHLO, MAIL FROM, RCPT TO, DATA, QUIT), no TLS and no authentication.
 */

export interface ReceivedMail {
  /** The envelope: what MAIL FROM and RCPT TO said, which is where the message actually goes. */
  from: string;
  to: string[];
  /** The message as sent (headers and body, CRLF lines, dot-stuffing undone). */
  data: string;
}

export interface SmtpSink {
  url: string;
  received: ReceivedMail[];
  /** Resolves once `count` messages have arrived in all (a wait for the condition, not a fixed sleep). */
  waitFor(count: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

const address = (argument: string) => /<([^>]*)>/.exec(argument)?.[1] ?? argument.trim();

/** `stall`: accept connections and never answer (a mail server that hangs). */
export async function startSmtpSink(options: { stall?: boolean } = {}): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  const waiting: Array<{ count: number; resolve: () => void }> = [];
  const sockets = new Set<net.Socket>();

  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {}); // a client that drops the connection is not the sink's failure
    if (options.stall) return;
    socket.setEncoding('utf8');
    let buffered = '';
    let envelope: { from: string; to: string[] } | null = null;
    let dataLines: string[] | null = null;
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 sink.test ESMTP');

    const onLine = (line: string) => {
      if (dataLines) {
        if (line !== '.') return void dataLines.push(line.startsWith('..') ? line.slice(1) : line);
        received.push({ from: envelope!.from, to: envelope!.to, data: dataLines.join('\r\n') });
        dataLines = null;
        envelope = null;
        for (const w of waiting.filter((w) => received.length >= w.count)) {
          waiting.splice(waiting.indexOf(w), 1);
          w.resolve();
        }
        return reply('250 2.0.0 queued');
      }
      const [verb = '', ...rest] = line.split(' ');
      const argument = rest.join(' ');
      switch (verb.toUpperCase()) {
        case 'EHLO':
          return reply('250-sink.test\r\n250 8BITMIME');
        case 'HELO':
          return reply('250 sink.test');
        case 'MAIL':
          envelope = { from: address(argument), to: [] };
          return reply('250 2.1.0 ok');
        case 'RCPT':
          if (!envelope) return reply('503 5.5.1 MAIL first');
          envelope.to.push(address(argument));
          return reply('250 2.1.5 ok');
        case 'DATA':
          if (!envelope?.to.length) return reply('503 5.5.1 RCPT first');
          dataLines = [];
          return reply('354 end with <CRLF>.<CRLF>');
        case 'RSET':
          envelope = null;
          return reply('250 2.0.0 ok');
        case 'NOOP':
          return reply('250 2.0.0 ok');
        case 'QUIT':
          reply('221 2.0.0 bye');
          return void socket.end();
        default:
          return reply('502 5.5.2 not implemented');
      }
    };
    socket.on('data', (chunk: string) => {
      buffered += chunk;
      const lines = buffered.split('\r\n');
      buffered = lines.pop()!;
      for (const line of lines) onLine(line);
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    waitFor: async (count) => {
      if (received.length < count) await new Promise<void>((resolve) => waiting.push({ count, resolve }));
      return received;
    },
    close() {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}
