import { open } from "node:fs/promises";

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
/** The end record is 22 bytes plus a comment of at most 65,535. */
const MAX_TAIL = 22 + 0xffff;
/** A central directory larger than this is not a word-processing document's. */
const MAX_CENTRAL_DIRECTORY = 4 * 1024 * 1024;

/**
 * The names of the entries of a ZIP file, read from its central directory at the end of the file (so a
 * large file is not read whole); null when the file is not a ZIP this reader understands (ZIP64 included).
 */
export const zipEntryNames = async (file: string): Promise<string[] | null> => {
  const handle = await open(file, "r");
  try {
    const { size } = await handle.stat();
    const tailLength = Math.min(size, MAX_TAIL);
    const tail = Buffer.alloc(tailLength);
    await handle.read(tail, 0, tailLength, size - tailLength);
    let eocd = -1;
    for (let i = tailLength - 22; i >= 0; i--) {
      if (tail.readUInt32LE(i) === EOCD_SIGNATURE) {
        eocd = i;
        break;
      }
    }
    if (eocd === -1) return null;
    const count = tail.readUInt16LE(eocd + 10);
    const cdSize = tail.readUInt32LE(eocd + 12);
    const cdOffset = tail.readUInt32LE(eocd + 16);
    if (cdSize > MAX_CENTRAL_DIRECTORY || cdOffset + cdSize > size || count === 0xffff) return null;
    const cd = Buffer.alloc(cdSize);
    await handle.read(cd, 0, cdSize, cdOffset);
    const names: string[] = [];
    let at = 0;
    for (let n = 0; n < count; n++) {
      if (at + 46 > cd.length || cd.readUInt32LE(at) !== CENTRAL_SIGNATURE) return null;
      const nameLength = cd.readUInt16LE(at + 28);
      const extraLength = cd.readUInt16LE(at + 30);
      const commentLength = cd.readUInt16LE(at + 32);
      if (at + 46 + nameLength > cd.length) return null;
      names.push(cd.toString("utf8", at + 46, at + 46 + nameLength));
      at += 46 + nameLength + extraLength + commentLength;
    }
    return names;
  } finally {
    await handle.close();
  }
};
