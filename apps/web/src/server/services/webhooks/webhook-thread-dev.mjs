// Starts webhook-thread.ts from source (tests and `npm run dev`): a worker
// thread does not inherit the main thread's TypeScript loader.
import { workerData } from "node:worker_threads";
import { register } from "tsx/esm/api";

register();
await import(workerData.entry);
