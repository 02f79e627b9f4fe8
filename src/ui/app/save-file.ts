import type { DownloadedFile } from "../../services/http-client/downloaded-file.ts";

/**
 * Hands a downloaded file to the browser's own download: a temporary link to its bytes, clicked. The bytes
 * came through the API (with the session's headers), which a plain link could not carry.
 */
export const saveFile = (file: DownloadedFile): void => {
  const url = URL.createObjectURL(file.blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = file.fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser time to start the download before the bytes are let go.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
};
