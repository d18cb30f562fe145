/** attachments.original_name is varchar(255): PostgreSQL counts characters (code points). */
const MAX_NAME_LENGTH = 255;

/**
 * Characters no file name needs: controls (NUL breaks PostgreSQL text), format characters (a
 * right-to-left override makes "evil\u202Efdp.exe" look like "evilexe.pdf"), line and paragraph
 * separators, lone surrogates. Kept: the joiners that scripts and emoji are written with (ZWNJ,
 * ZWJ) and the tag characters of flag emoji.
 */
const INVISIBLE = /(?!\u200C|\u200D|[\u{E0020}-\u{E007F}])[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}]/gu;
const PATH_SEPARATOR = /[\\/]/;
/** Longer than any allowed extension: a name "ending" in such a tail is cut as a whole. */
const MAX_KEPT_EXTENSION = 16;

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
const codePoints = (text: string) => [...text].length;

/** The first graphemes of `text` that fit in `room` code points: never half a character or half an emoji. */
function fitGraphemes(text: string, room: number): string {
  let kept = '';
  let used = 0;
  for (const { segment } of graphemes.segment(text)) {
    used += codePoints(segment);
    if (used > room) break;
    kept += segment;
  }
  return kept;
}

/** Cut to the column's length, keeping the extension the content was checked against. */
function fitLength(name: string): string {
  if (codePoints(name) <= MAX_NAME_LENGTH) return name;
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 && codePoints(name.slice(dot)) <= MAX_KEPT_EXTENSION ? name.slice(dot) : '';
  return fitGraphemes(name.slice(0, name.length - extension.length), MAX_NAME_LENGTH - codePoints(extension)) + extension;
}

/**
 * The name an upload is listed and downloaded under: the client's name without invisible
 * characters or folders (`../`, `C:\`), at most 255 characters. Empty when nothing usable is left
 * (the caller refuses it); the name on disk or in the bucket is always a generated one.
 */
export function cleanOriginalName(raw: string): string {
  const visible = raw.replace(INVISIBLE, '');
  const base = (visible.split(PATH_SEPARATOR).pop() ?? '').trim();
  return /^\.*$/.test(base) ? '' : fitLength(base);
}
