import type { ChangeEvent, ReactNode } from "react";

/*
 * The wizard's form controls. Every control has a visible label; radio and checkbox
 * groups are fieldsets with a legend; an error sits under its control and is linked
 * with aria-describedby (and aria-invalid).
 */

const controlBase =
  "block w-full rounded-lg bg-white px-3 py-2.5 text-base text-ink shadow-xs ring-1 ring-slate-300 ring-inset placeholder:text-slate-400 focus:ring-2 focus:ring-brand focus:outline-none aria-invalid:ring-2 aria-invalid:ring-red-600 sm:text-sm";

export const errorId = (id: string) => `${id}-error`;

function Label({
  htmlFor,
  children,
  required,
  optionalLabel,
}: {
  htmlFor: string;
  children: ReactNode;
  required?: boolean;
  optionalLabel?: string;
}) {
  return (
    <label htmlFor={htmlFor} className="block text-sm font-medium text-ink">
      {children}
      {required ? (
        <span aria-hidden="true" className="ml-0.5 text-red-700">
          *
        </span>
      ) : optionalLabel ? (
        <>
          {" "}
          <span className="font-normal text-slate-500">{optionalLabel}</span>
        </>
      ) : null}
    </label>
  );
}

function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={errorId(id)} className="mt-1.5 text-sm text-red-700">
      {message}
    </p>
  );
}

type TextFieldProps = {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: "text" | "email" | "tel";
  required?: boolean;
  optionalLabel?: string;
  autoComplete?: string;
  maxLength: number;
  error?: string;
  className?: string;
};

export function TextField({
  id,
  label,
  value,
  onChange,
  type = "text",
  required,
  optionalLabel,
  autoComplete,
  maxLength,
  error,
  className = "",
}: TextFieldProps) {
  return (
    <div className={className}>
      <Label htmlFor={id} required={required} optionalLabel={optionalLabel}>
        {label}
      </Label>
      <input
        id={id}
        name={id}
        type={type}
        value={value}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
        required={required}
        aria-required={required || undefined}
        autoComplete={autoComplete}
        maxLength={maxLength}
        spellCheck={type === "text" ? undefined : false}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId(id) : undefined}
        className={`mt-1.5 min-h-11 ${controlBase}`}
      />
      <FieldError id={id} message={error} />
    </div>
  );
}

export function TextAreaField({
  id,
  label,
  value,
  onChange,
  optionalLabel,
  maxLength,
  error,
  className = "",
}: Omit<TextFieldProps, "type" | "required" | "autoComplete">) {
  return (
    <div className={className}>
      <Label htmlFor={id} optionalLabel={optionalLabel}>
        {label}
      </Label>
      <textarea
        id={id}
        name={id}
        rows={5}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId(id) : undefined}
        className={`mt-1.5 resize-y ${controlBase}`}
      />
      <FieldError id={id} message={error} />
    </div>
  );
}

type Option = readonly [value: string, label: string];

export function SelectField({
  id,
  label,
  value,
  onChange,
  options,
  placeholder,
  optionalLabel,
  autoComplete,
  error,
  describedBy,
  className = "",
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly Option[];
  placeholder: string;
  optionalLabel?: string;
  autoComplete?: string;
  error?: string;
  /** The id of a text elsewhere that describes the choice (read after the error, if any). */
  describedBy?: string;
  className?: string;
}) {
  const description = [error ? errorId(id) : null, describedBy].filter(Boolean).join(" ");
  return (
    <div className={className}>
      <Label htmlFor={id} optionalLabel={optionalLabel}>
        {label}
      </Label>
      <select
        id={id}
        name={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        autoComplete={autoComplete}
        aria-invalid={error ? true : undefined}
        aria-describedby={description || undefined}
        className={`mt-1.5 min-h-11 ${controlBase} pr-8`}
      >
        <option value="">{placeholder}</option>
        {options.map(([optionValue, optionLabel]) => (
          <option key={optionValue} value={optionValue}>
            {optionLabel}
          </option>
        ))}
      </select>
      <FieldError id={id} message={error} />
    </div>
  );
}

// Four short options sit two by two at every width (four in a row would wrap their labels).
const COLUMNS = { 2: "sm:grid-cols-2", 3: "sm:grid-cols-3", 4: "grid-cols-2" } as const;

function Group({
  id,
  legend,
  optionalLabel,
  error,
  columns = 2,
  children,
  className = "",
}: {
  id: string;
  legend: string;
  optionalLabel?: string;
  error?: string;
  columns?: keyof typeof COLUMNS;
  children: ReactNode;
  className?: string;
}) {
  return (
    <fieldset className={className} aria-describedby={error ? errorId(id) : undefined}>
      <legend className="text-sm font-medium text-ink">
        {legend}
        {optionalLabel ? (
          <>
            {" "}
            <span className="font-normal text-slate-500">{optionalLabel}</span>
          </>
        ) : null}
      </legend>
      <div className={`mt-2 grid gap-2 ${COLUMNS[columns]}`}>{children}</div>
      <FieldError id={id} message={error} />
    </fieldset>
  );
}

const choiceBox =
  "flex min-h-11 cursor-pointer items-center gap-3 rounded-lg bg-white px-3 py-2 text-sm text-ink ring-1 ring-slate-300 ring-inset has-checked:bg-surface has-checked:ring-2 has-checked:ring-brand has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand";

export function RadioGroup({
  id,
  legend,
  value,
  onChange,
  options,
  optionalLabel,
  error,
  columns,
  className = "",
}: {
  id: string;
  legend: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly Option[];
  optionalLabel?: string;
  error?: string;
  columns?: 2 | 3 | 4;
  className?: string;
}) {
  return (
    <Group id={id} legend={legend} optionalLabel={optionalLabel} error={error} columns={columns} className={className}>
      {options.map(([optionValue, optionLabel]) => (
        <label key={optionValue} className={choiceBox}>
          <input
            type="radio"
            name={id}
            value={optionValue}
            checked={value === optionValue}
            onChange={() => onChange(optionValue)}
            className="size-4 accent-brand focus:outline-none"
          />
          {optionLabel}
        </label>
      ))}
    </Group>
  );
}

export type CheckboxItem = { id: string; label: string; checked: boolean; onChange: (checked: boolean) => void };

export function CheckboxGroup({
  id,
  legend,
  items,
  optionalLabel,
  error,
  className = "",
}: {
  id: string;
  legend: string;
  items: CheckboxItem[];
  optionalLabel?: string;
  error?: string;
  className?: string;
}) {
  return (
    <Group id={id} legend={legend} optionalLabel={optionalLabel} error={error} className={className}>
      {items.map((item) => (
        <CheckboxBox key={item.id} {...item} />
      ))}
    </Group>
  );
}

function CheckboxBox({ id, label, checked, onChange }: CheckboxItem) {
  return (
    <label htmlFor={id} className={choiceBox}>
      <input
        id={id}
        name={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="size-4 shrink-0 accent-brand focus:outline-none"
      />
      {label}
    </label>
  );
}

/** A single yes/no choice with its label beside the box. */
export function CheckboxField({ className = "", ...item }: CheckboxItem & { className?: string }) {
  return (
    <div className={className}>
      <CheckboxBox {...item} />
    </div>
  );
}
