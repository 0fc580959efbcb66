import { serveExportWriter, type WriterPort } from './exportWriter';

/**
 * The export's worker (`new Worker(new URL('./exportWorker.ts', import.meta.url))`): the
 * workbook is written here, off the page's thread, so the screen stays live while a million
 * rows become a file (exportWriter.ts).
 */
serveExportWriter(self as unknown as WriterPort);
