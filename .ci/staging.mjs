// Shared by the Trunk post-build hooks (page.mjs, precache.mjs): Trunk's staging
// directory and the files under a directory.
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';

/** Trunk's staging directory, where a post-build hook works. */
export function stagingDir() {
  const dir = process.env.TRUNK_STAGING_DIR;
  if (!dir) throw new Error('TRUNK_STAGING_DIR is not set: run me as a Trunk hook');
  return dir;
}

/** Every file under `d`, recursively. */
export async function files(d) {
  const out = [];
  for (const e of await readdir(d, { withFileTypes: true })) {
    const p = join(d, e.name);
    if (e.isDirectory()) out.push(...(await files(p)));
    else out.push(p);
  }
  return out;
}
