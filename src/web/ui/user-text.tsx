import type { ElementType, ReactNode } from 'react';
import { isRtlText } from '../../contract/text-direction.ts';

/** The `dir` for a member's text: see UserText. */
export const textDir = (text: string) => (isRtlText(text) ? 'rtl' : 'auto');

/**
 * Text written by a member (a name, a bio, a post) in its own direction,
 * whatever the page's: dir="rtl" when it is mostly Hebrew or Arabic, else
 * dir="auto" so the browser follows its first strong character. Decided from
 * the text, so the server and the browser render the same attribute.
 *
 * A heading that is nothing but such a text is the UserText itself (`as="h2"`), not a heading
 * around one: the heading's alignment then follows the text, as the paragraph under it does, and
 * an English title sits over its English summary on a Hebrew page instead of across from it.
 */
export function UserText({
  text,
  as: Tag = 'span',
  className,
  lang,
  children,
}: {
  text: string;
  as?: ElementType;
  className?: string;
  /** The language it is written in (BCP 47), when known and maybe not the page's: screen readers speak it so. */
  lang?: string | undefined;
  /** What to render, when it is more than the plain text (e.g. a link around it). */
  children?: ReactNode;
}) {
  return (
    <Tag dir={textDir(text)} className={className} lang={lang}>
      {children ?? text}
    </Tag>
  );
}
