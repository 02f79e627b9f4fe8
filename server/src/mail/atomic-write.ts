import { randomBytes } from "node:crypto";
import { mkdir, open, rename, rm, type FileHandle } from "node:fs/promises";
import path from "node:path";

/** Flushes a directory's entry list, so that a rename inside it survives a power cut (POSIX only). */
const syncDirectory = async (dir: string): Promise<void> => {
  let handle: FileHandle | undefined;
  try {
    handle = await open(dir, "r");
    await handle.sync();
  } catch {
    // Windows cannot open or fsync a directory; the file itself is already on disk.
  } finally {
    await handle?.close();
  }
};

/**
 * Writes `data` to `dir/name` so that a reader (or a crash) sees either no file or the whole file:
 * a temporary file in the same folder (same file system, so the rename is atomic), fsync, rename.
 */
export const writeFileAtomic = async (
  dir: string,
  name: string,
  data: Uint8Array | string,
): Promise<string> => {
  await mkdir(dir, { recursive: true });
  const target = path.join(dir, name);
  // A dot prefix and a .tmp suffix keep half-written files out of `*.eml` globs.
  const temp = path.join(dir, `.${name}.${randomBytes(6).toString("hex")}.tmp`);
  try {
    // 0o600: outbox messages carry one-time links, readable by the server's user only.
    const handle = await open(temp, "wx", 0o600);
    try {
      await handle.writeFile(data);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temp, target);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
  await syncDirectory(dir);
  return target;
};
