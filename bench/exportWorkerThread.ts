/**
 * The export's worker in Node (bench/export.ts): the same writer the renderer's worker runs
 * (exportWriter.ts), on the port the bench hands over, in a thread of its own.
 */
import { workerData } from 'node:worker_threads';
import { serveExportWriter } from '../src/renderer/engine/export/exportWriter';

const { port } = workerData as { port: InstanceType<typeof MessageChannel>['port2'] };
serveExportWriter(port);
port.start();
