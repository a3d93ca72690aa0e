import React from 'react';

/** One line of text with `code` in backticks, as React nodes: the same line a Markdown twin prints as is. */
export function inlineCode(text: string): React.ReactNode[] {
  return text.split(/`([^`]+)`/).map((part, index) => (index % 2 === 1 ? <code key={index}>{part}</code> : part));
}
