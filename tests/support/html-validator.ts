import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * The W3C Nu HTML checker (npm vnu-jar, pinned in package.json) on the machine's Java.
 * Runs once over many documents: the JVM's start costs seconds, each document milliseconds.
 */
const VNU_JAR = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');

/** Whether a Java runtime answers on the PATH (the checker needs 11 or later; the machine has 17). */
export const hasJava = spawnSync('java', ['-version'], { stdio: 'ignore' }).status === 0;

export interface HtmlProblem {
  page: string;
  line: number | undefined;
  message: string;
  extract: string | undefined;
}

interface VnuMessage {
  type: string;
  subType?: string;
  url?: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

/** Every error the checker finds in the given documents (warnings and notes left out), named by page. */
export async function htmlErrors(documents: ReadonlyArray<{ page: string; html: string }>): Promise<HtmlProblem[]> {
  const dir = mkdtempSync(path.join(tmpdir(), 'twinpines-vnu-'));
  try {
    const pageOf = new Map<string, string>();
    const files = documents.map(({ page, html }, i) => {
      const file = path.join(dir, `page-${i}.html`);
      writeFileSync(file, html);
      pageOf.set(`page-${i}.html`, page);
      return file;
    });
    const output = await new Promise<string>((resolve, reject) => {
      const child = spawn('java', ['-Xss1024k', '-jar', VNU_JAR, '--format', 'json', '--exit-zero-always', ...files], {
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let out = '';
      let err = '';
      child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
      child.on('error', reject);
      child.on('close', (code) => (code === 0 ? resolve(err.trim() || out.trim()) : reject(new Error(`vnu exited ${code}: ${err}`))));
    });
    const { messages } = JSON.parse(output) as { messages: VnuMessage[] };
    return (
      messages
        .filter((m) => m.type === 'error' || m.type === 'non-document-error')
        // The checker's CSS validator predates CSS the browsers ship (`@property`, `margin-trim`, custom
        // properties in `transition-property`) and flags the inlined first-screen rules, which are
        // Tailwind's own output: the HTML is what is checked here.
        .filter((m) => !m.message.startsWith('CSS: '))
        .map((m) => ({
          page: pageOf.get(path.basename(m.url ?? '')) ?? m.url ?? '?',
          line: m.lastLine,
          message: m.message,
          extract: m.extract,
        }))
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
