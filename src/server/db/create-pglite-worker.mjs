// Plain JavaScript: worker threads do not inherit the TypeScript loader on Node 20.
import { workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

// Creating a PGlite database (initdb) grows WebAssembly memory to 700-900 MB,
// and that memory never shrinks. Done in this short-lived worker, it is all
// returned when the worker ends; the server then opens the finished folder.
const client = await PGlite.create(workerData.dataPath);
await client.close();
