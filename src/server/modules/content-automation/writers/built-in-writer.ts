import { WriterError, type ContentWriter } from './content-writer.ts';

/** Placeholder until the hyper-local lane lands the built-in writer (issue 16). */
export function createBuiltInWriter(): ContentWriter {
  return {
    name: 'built-in',
    async write() {
      throw new WriterError('The built-in writer is not written yet', false);
    },
  };
}
