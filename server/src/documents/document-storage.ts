import { createHash, randomBytes } from "node:crypto";
import { createReadStream, createWriteStream, type ReadStream } from "node:fs";
import { chmod, mkdir, open, readdir, rename, rm, stat, type FileHandle } from "node:fs/promises";
import path from "node:path";
import { Transform, type Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createContentProbe, type ContentProbe } from "./content-type.ts";

/** A file received into the temporary folder, not yet in the store. */
export interface ReceivedFile {
  readonly tempPath: string;
  readonly sha256: string;
  readonly size: number;
  readonly probe: ContentProbe;
}

/** The upload went over the size limit; nothing of it was kept. */
export class TooLarge extends Error {
  override readonly name = "TooLarge";
}

/** Flushes a folder's entries, so that a rename or unlink inside it survives a power cut (POSIX only). */
const syncDirectory = async (dir: string): Promise<void> => {
  let handle: FileHandle | undefined;
  try {
    handle = await open(dir, "r");
    await handle.sync();
  } catch {
    // Windows can neither open nor fsync a folder.
  } finally {
    await handle?.close();
  }
};

const exists = async (file: string): Promise<boolean> => {
  try {
    await stat(file);
    return true;
  } catch {
    return false;
  }
};

/**
 * The document store: content-addressed files under `<dataDir>/documents/objects/ab/<sha256>`, written
 * through `<dataDir>/documents/tmp` (the same file system, so the rename is atomic). A file is in the
 * store whole or not at all; it never changes once there (read-only, named by its digest).
 *
 * Placing and removing a file take a lock on its digest, so that a removal ("no row names it any more")
 * cannot interleave with an upload of the same bytes between its rename and its row. The lock is held in
 * this process: one server owns a data folder.
 */
export const createDocumentStorage = (dataDir: string) => {
  const root = path.join(dataDir, "documents");
  const objectsDir = path.join(root, "objects");
  const tempDir = path.join(root, "tmp");
  const locks = new Map<string, Promise<unknown>>();

  const objectPath = (sha256: string): string => {
    if (!/^[0-9a-f]{64}$/.test(sha256)) throw new Error("not a SHA-256 digest");
    return path.join(objectsDir, sha256.slice(0, 2), sha256);
  };

  /** Runs `work` alone among the works on this digest. */
  const withObjectLock = async <T>(sha256: string, work: () => Promise<T>): Promise<T> => {
    const before = locks.get(sha256) ?? Promise.resolve();
    const run = before.then(work, work);
    const settled = run.catch(() => undefined);
    locks.set(sha256, settled);
    try {
      return await run;
    } finally {
      if (locks.get(sha256) === settled) locks.delete(sha256);
    }
  };

  /**
   * Streams `source` into a new temporary file, hashing and probing it on the way, then fsyncs it. On any
   * failure (including `isTruncated()` after the end: the size limit cut the stream) the file is removed.
   */
  const receive = async (
    source: Readable,
    isTruncated: () => boolean = () => false,
  ): Promise<ReceivedFile> => {
    await mkdir(tempDir, { recursive: true });
    const tempPath = path.join(tempDir, `${randomBytes(12).toString("hex")}.part`);
    const hash = createHash("sha256");
    const probe = createContentProbe();
    let size = 0;
    const observe = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        hash.update(chunk);
        probe.observe(chunk);
        size += chunk.length;
        done(null, chunk);
      },
    });
    try {
      // flush: the data reaches the disk before the stream closes (fsync), before any rename.
      await pipeline(source, observe, createWriteStream(tempPath, { flags: "wx", mode: 0o600, flush: true }));
      if (isTruncated()) throw new TooLarge("The file is larger than the upload limit.");
    } catch (error) {
      await rm(tempPath, { force: true });
      throw error;
    }
    return { tempPath, sha256: hash.digest("hex"), size, probe };
  };

  /** Drops a received file that will not be stored. */
  const discard = (file: ReceivedFile): Promise<void> => rm(file.tempPath, { force: true });

  /**
   * Moves a received file into the store under its digest, durably; when the store already holds those
   * bytes the new copy is dropped. Call inside `withObjectLock(file.sha256, …)`, before writing the row.
   */
  const place = async (file: ReceivedFile): Promise<void> => {
    const target = objectPath(file.sha256);
    const dir = path.dirname(target);
    if (await exists(target)) {
      await discard(file);
      return;
    }
    if (!(await exists(dir))) {
      await mkdir(dir, { recursive: true });
      await syncDirectory(objectsDir);
    }
    await chmod(file.tempPath, 0o400);
    await rename(file.tempPath, target);
    await syncDirectory(dir);
  };

  /** Removes a stored file, durably. Call inside `withObjectLock`, once no row names its digest. */
  const remove = async (sha256: string): Promise<void> => {
    const target = objectPath(sha256);
    await rm(target, { force: true });
    await syncDirectory(path.dirname(target));
  };

  const read = (sha256: string): ReadStream => createReadStream(objectPath(sha256));

  /** Removes what uploads cut short left in the temporary folder; for start-up, before any upload. */
  const sweepTemporaryFiles = async (): Promise<number> => {
    let names: string[];
    try {
      names = await readdir(tempDir);
    } catch {
      return 0;
    }
    await Promise.all(names.map((name) => rm(path.join(tempDir, name), { force: true, recursive: true })));
    if (names.length > 0) await syncDirectory(tempDir);
    return names.length;
  };

  return {
    root,
    tempDir,
    objectPath,
    withObjectLock,
    receive,
    discard,
    place,
    remove,
    read,
    sweepTemporaryFiles,
  };
};
export type DocumentStorage = ReturnType<typeof createDocumentStorage>;
