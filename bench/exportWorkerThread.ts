/**
 * The export's worker in Node (bench/export.ts): the same writer the renderer's worker runs
 * (exportWriter.ts), on the port the bench hands over, in a thread of its own; each page is
 * read as the app reads it, then widened to the bench's width (bench/exportWiden.ts).
 */
import { workerData } from 'node:worker_threads';
import { serveExportWriter } from '../src/renderer/engine/export/exportWriter';
import { readWidened } from './exportWiden';

const { port, width } = workerData as { port: InstanceType<typeof MessageChannel>['port2']; width: number };
serveExportWriter(port, (bytes) => readWidened(bytes, width));
port.start();
