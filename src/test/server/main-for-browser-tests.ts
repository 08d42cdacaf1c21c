import { main } from '../../server/main';

/**
 * The server as the browser tests run it when they need a fake push service on 127.0.0.1: `npm start`'s entry with
 * the fake's origin (TEST_PUSH_SERVICES, comma-separated) passed to the app. Only this test entry reads that
 * variable, so no deployment can open the private addresses by setting it (decision 0050).
 */
void main({ testPushServices: (process.env.TEST_PUSH_SERVICES ?? '').split(',').filter(Boolean) });
