import React from 'react';
import clsx from 'clsx';
import styles from '../styles.module.css';

const METHOD_CLASS: Record<string, string | undefined> = {
  GET: styles.methodGet,
  POST: styles.methodPost,
  PUT: styles.methodPut,
  PATCH: styles.methodPatch,
  DELETE: styles.methodDelete,
  WEBHOOK: styles.methodWebhook,
};

/** The HTTP method as a small badge (dark text on a light tint: AA contrast for every method). */
export default function MethodBadge({method, className}: {method: string; className?: string}): React.JSX.Element {
  return <span className={clsx(styles.method, METHOD_CLASS[method], className)}>{method === 'WEBHOOK' ? 'webhook' : method}</span>;
}
