/**
 * A message's text: plain text, in its own direction, with web links made
 * clickable (opened in a new tab, no referrer, nofollow). Never HTML.
 */
import { UserText } from '../../ui/user-text.tsx';

const LINK = /(https?:\/\/[^\s<>"]+[^\s<>".,;:!?)\]'])/;

export function ChatText({ text, className }: { text: string; className?: string }) {
  const parts = text.split(LINK);
  return (
    <UserText as="p" text={text} className={`whitespace-pre-wrap break-words ${className ?? ''}`}>
      {parts.map((part, i) =>
        i % 2 === 1 ? (
          <a
            key={i}
            href={part}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className="text-current underline"
            dir="ltr"
          >
            {part}
          </a>
        ) : (
          part
        ),
      )}
    </UserText>
  );
}
