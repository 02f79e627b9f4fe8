/** A Markdown file split into its front matter (flat `key: value` pairs) and its body. */
export interface FrontMatterDocument {
  readonly data: Readonly<Record<string, string>>;
  readonly body: string;
}

const FENCE = "---";

const unquote = (value: string): string => {
  const first = value[0];
  if (value.length >= 2 && (first === '"' || first === "'") && value.endsWith(first)) {
    const inner = value.slice(1, -1);
    return first === '"' ? inner.replace(/\\"/g, '"').replace(/\\\\/g, "\\") : inner.replace(/''/g, "'");
  }
  return value;
};

/**
 * Splits `---`-fenced front matter from a Markdown file. Only the YAML subset the content uses is read:
 * one `key: value` per line, values optionally in single or double quotes, `#` comment lines and blank
 * lines ignored. Anything else (nesting, lists, multi-line values) is an error rather than a guess.
 * A file without an opening fence has no front matter.
 */
export const parseFrontMatter = (source: string): FrontMatterDocument => {
  const lines = source.replace(/^\uFEFF/, "").split(/\r?\n/);
  if (lines[0]?.trim() !== FENCE) return { data: {}, body: source };
  const end = lines.findIndex((line, index) => index > 0 && line.trim() === FENCE);
  if (end === -1) throw new Error("front matter: no closing ---");
  const data: Record<string, string> = {};
  for (const [offset, line] of lines.slice(1, end).entries()) {
    if (line.trim() === "" || line.trimStart().startsWith("#")) continue;
    const match = /^([A-Za-z][\w-]*):(?:\s+(.*))?$/.exec(line.trimEnd());
    if (!match?.[1]) throw new Error(`front matter: line ${offset + 2} is not "key: value"`);
    if (Object.hasOwn(data, match[1])) throw new Error(`front matter: "${match[1]}" appears twice`);
    data[match[1]] = unquote((match[2] ?? "").trim());
  }
  return {
    data,
    body: lines
      .slice(end + 1)
      .join("\n")
      .replace(/^\n+/, ""),
  };
};
