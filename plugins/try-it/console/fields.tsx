/**
 * The console's form sections below the server: credentials, parameters, the body (JSON or
 * multipart) and the problems found before sending. Each field shows its name as the API spells it,
 * whether it is required, and the spec's description as plain text.
 */
import React from 'react';
import type {CredentialField, OperationModel} from '../../../sandbox/src/contract/operation';
import {plainText} from '../../../sandbox/src/contract/operation';
import {parameterKey} from '../lib/request';
import type {FieldIssue} from '../../../sandbox/src/contract/validation';
import styles from './styles.module.css';

/**
 * The empty choice of an enum field. A required one without a documented default shows "Elige un
 * valor" rather than its first value, so what the select shows is always what would be sent.
 */
const emptyChoice = (required: boolean) => (required ? 'Elige un valor' : '(sin enviar)');

/** A field's label: its name as the API spells it, and whether it is required. */
function FieldLabel({htmlFor, name, required}: {htmlFor: string; name: string; required: boolean}): React.ReactElement {
  return (
    <label htmlFor={htmlFor} className={styles.label}>
      <span className={styles.fieldName}>{name}</span>
      {required && (
        <>
          {' '}
          <span className={styles.required}>obligatorio</span>
        </>
      )}
    </label>
  );
}

/** A field's short Spanish description (the spec's, as plain text) and where it goes. */
function FieldHint({id, description, extra}: {id: string; description?: string; extra?: string}): React.ReactElement {
  const text = [description ? plainText(description) : '', extra ?? ''].filter(Boolean).join(' ');
  return (
    <p id={id} className={styles.fieldHint}>
      {text || 'Sin descripción.'}
    </p>
  );
}

function EnumSelect({
  id,
  describedBy,
  values,
  required,
  value,
  onChange,
}: {
  id: string;
  describedBy: string;
  values: unknown[];
  required: boolean;
  value: string;
  onChange: (value: string) => void;
}): React.ReactElement {
  return (
    <select id={id} aria-describedby={describedBy} value={value} onChange={(event) => onChange(event.target.value)}>
      {(!required || value === '') && <option value="">{emptyChoice(required)}</option>}
      {values.map((option) => (
        <option key={String(option)} value={String(option)}>
          {String(option)}
        </option>
      ))}
    </select>
  );
}

export function CredentialsFieldset({
  fieldId,
  model,
  fields,
  values,
  onChange,
  onForget,
}: {
  fieldId: (suffix: string) => string;
  model: OperationModel;
  fields: CredentialField[];
  values: Record<string, string>;
  onChange: (scheme: string, value: string) => void;
  onForget: () => void;
}): React.ReactElement {
  return (
    <fieldset className={styles.group}>
      <legend>Credenciales</legend>
      {model.security.length > 1 && <p className={styles.hint}>Envía una de estas credenciales.</p>}
      {fields.map((credential) => (
        <div key={credential.scheme} className={styles.field}>
          <label htmlFor={fieldId(`cred-${credential.scheme}`)}>
            {credential.kind === 'bearer' ? `Token bearer (${credential.setting})` : `Llave (${credential.setting})`}, encabezado{' '}
            <code>{credential.header}</code>
          </label>
          <input
            id={fieldId(`cred-${credential.scheme}`)}
            type="password"
            autoComplete="off"
            spellCheck={false}
            value={values[credential.scheme] ?? ''}
            onChange={(event) => onChange(credential.scheme, event.target.value)}
          />
        </div>
      ))}
      <p className={styles.hint}>Se guardan solo en esta pestaña (sessionStorage) y se envían únicamente en la llamada a la API.</p>
      <button type="button" className="button button--secondary button--sm" onClick={onForget}>
        Olvidar credenciales
      </button>
    </fieldset>
  );
}

export function ParametersFieldset({
  fieldId,
  model,
  values,
  onChange,
}: {
  fieldId: (suffix: string) => string;
  model: OperationModel;
  values: Record<string, string>;
  onChange: (key: string, value: string) => void;
}): React.ReactElement {
  return (
    <fieldset className={styles.group}>
      <legend>Parámetros</legend>
      {model.parameters.map((parameter) => {
        const key = parameterKey(parameter);
        const inputId = fieldId(`param-${key}`);
        const hintId = `${inputId}-ayuda`;
        const where = parameter.in === 'path' ? 'Va en la ruta.' : parameter.in === 'query' ? 'Va en la consulta.' : 'Va como encabezado.';
        return (
          <div key={key} className={styles.field}>
            <FieldLabel htmlFor={inputId} name={parameter.name} required={parameter.required} />
            <FieldHint id={hintId} description={parameter.description} extra={where} />
            {parameter.enumValues ? (
              <EnumSelect
                id={inputId}
                describedBy={hintId}
                values={parameter.enumValues}
                required={parameter.required}
                value={values[key] ?? ''}
                onChange={(value) => onChange(key, value)}
              />
            ) : (
              <input
                id={inputId}
                aria-describedby={hintId}
                type="text"
                spellCheck={false}
                value={values[key] ?? ''}
                onChange={(event) => onChange(key, event.target.value)}
              />
            )}
          </div>
        );
      })}
    </fieldset>
  );
}

export function JsonBodyFieldset({
  fieldId,
  mediaType,
  text,
  onChange,
}: {
  fieldId: (suffix: string) => string;
  mediaType: string;
  text: string;
  onChange: (text: string) => void;
}): React.ReactElement {
  return (
    <fieldset className={styles.group}>
      <legend>Cuerpo ({mediaType})</legend>
      <label htmlFor={fieldId('cuerpo')}>JSON de la petición</label>
      <textarea
        id={fieldId('cuerpo')}
        className={styles.editor}
        rows={Math.min(24, Math.max(6, text.split('\n').length + 1))}
        spellCheck={false}
        value={text}
        onChange={(event) => onChange(event.target.value)}
      />
    </fieldset>
  );
}

export function MultipartFieldset({
  fieldId,
  model,
  textFields,
  onTextChange,
  onFileChange,
}: {
  fieldId: (suffix: string) => string;
  model: OperationModel;
  textFields: Record<string, string>;
  onTextChange: (name: string, value: string) => void;
  onFileChange: (name: string, file: File | undefined) => void;
}): React.ReactElement {
  return (
    <fieldset className={styles.group}>
      <legend>Cuerpo (multipart/form-data)</legend>
      {model.body!.fields.map((bodyField) => {
        const inputId = fieldId(`form-${bodyField.name}`);
        const hintId = `${inputId}-ayuda`;
        return (
          <div key={bodyField.name} className={styles.field}>
            <FieldLabel htmlFor={inputId} name={bodyField.name} required={bodyField.required} />
            <FieldHint id={hintId} description={bodyField.description} extra={bodyField.file ? 'Elige un archivo.' : undefined} />
            {bodyField.file ? (
              <input
                id={inputId}
                aria-describedby={hintId}
                type="file"
                onChange={(event) => onFileChange(bodyField.name, event.target.files?.[0])}
              />
            ) : bodyField.enumValues ? (
              <EnumSelect
                id={inputId}
                describedBy={hintId}
                values={bodyField.enumValues}
                required={bodyField.required}
                value={textFields[bodyField.name] ?? ''}
                onChange={(value) => onTextChange(bodyField.name, value)}
              />
            ) : (
              <input
                id={inputId}
                aria-describedby={hintId}
                type="text"
                spellCheck={false}
                value={textFields[bodyField.name] ?? ''}
                onChange={(event) => onTextChange(bodyField.name, event.target.value)}
              />
            )}
          </div>
        );
      })}
    </fieldset>
  );
}

/** What is wrong with the request, found before sending, field by field; sending anyway stays possible. */
export function RequestIssues({issues, onSendAnyway}: {issues: FieldIssue[]; onSendAnyway: () => void}): React.ReactElement {
  return (
    <div className={styles.issues} role="alert">
      <p>Corrige estos datos de la petición antes de enviarla:</p>
      <ul className={styles.issueList}>
        {issues.map((issue, index) => (
          <li key={index}>
            <code>{issue.path}</code>: {issue.message}
          </li>
        ))}
      </ul>
      <button type="button" className="button button--secondary button--sm" onClick={onSendAnyway}>
        Enviar de todos modos
      </button>
    </div>
  );
}
