import { useMemo } from "react";
import type { Lang } from "@/lib/routing/paths";
import type { SignupCopy } from "@/lib/signup/copy";
import type { FlagField, SignupForm, TextField as TextFieldName } from "@/lib/signup/form";
import { asksForPhoneConsent, LIMITS, type Role } from "@/lib/signup/constants";
import { stateOptions } from "@/lib/signup/states";
import { choiceOptions, type ChoiceField } from "@/lib/signup/choices";
import type { SignupState } from "@/lib/signup/state-status";
import { CheckboxField, CheckboxGroup, RadioGroup, SelectField, TextAreaField, TextField } from "./fields";
import { STATE_MESSAGE_ID, StateMessage } from "./state-message";

export type FieldErrors = Partial<Record<keyof SignupForm, string>>;

type Props = {
  role: Role;
  copy: SignupCopy;
  /** Every state's RON status, sent with the page: the notary form says what the chosen state of commission allows. */
  states: readonly SignupState[];
  form: SignupForm;
  errors: FieldErrors;
  setText: (field: TextFieldName, value: string) => void;
  setFlag: (field: FlagField, value: boolean) => void;
  /** The page's language: the states' names in the selects and the dates in the state message. */
  lang?: Lang;
  /** The address of a state's page in `lang`, `[state]` for its slug: the state message links to it. */
  statePagePattern?: string;
  /** The consent to calls and texts, exactly as recorded when ticked (the company's name filled in, no stega). */
  phoneConsent: string;
};

/** The fields of SPEC section 3: the common ones, then the chosen role's. */
export function RoleFields({
  role,
  copy,
  states,
  form,
  errors,
  setText,
  setFlag,
  lang = "en",
  statePagePattern,
  phoneConsent,
}: Props) {
  const { labels, options } = copy;
  const stateChoices = useMemo(() => stateOptions(lang, states), [lang, states]);
  const optional = labels.optional;
  const text = (field: TextFieldName) => ({
    id: field,
    value: form[field],
    onChange: (value: string) => setText(field, value),
    error: errors[field],
  });
  const flag = (field: FlagField, label: string) => ({
    id: field,
    label,
    checked: form[field],
    onChange: (value: boolean) => setFlag(field, value),
  });
  const choice = (field: ChoiceField, columns?: 3 | 4) => (
    <RadioGroup
      {...text(field)}
      legend={labels[field]}
      optionalLabel={optional}
      columns={columns}
      className="sm:col-span-2"
      options={choiceOptions(field, options)}
    />
  );

  return (
    <div className="grid gap-x-4 gap-y-5 sm:grid-cols-2">
      <TextField
        {...text("firstName")}
        label={labels.firstName}
        required
        autoComplete="given-name"
        maxLength={LIMITS.name}
      />
      <TextField
        {...text("lastName")}
        label={labels.lastName}
        required
        autoComplete="family-name"
        maxLength={LIMITS.name}
      />
      <TextField
        {...text("email")}
        type="email"
        label={labels.email}
        required
        autoComplete="email"
        maxLength={LIMITS.email}
      />
      <TextField
        {...text("phone")}
        type="tel"
        label={labels.phone}
        optionalLabel={optional}
        autoComplete="tel"
        maxLength={LIMITS.phone}
      />
      <SelectField
        {...text("state")}
        label={labels.state}
        optionalLabel={optional}
        options={stateChoices}
        placeholder={labels.selectPlaceholder}
        autoComplete="address-level1"
      />

      {role === "notary" ? (
        <>
          <SelectField
            {...text("commissionState")}
            label={labels.commissionState}
            optionalLabel={optional}
            options={stateChoices}
            placeholder={labels.selectPlaceholder}
            describedBy={STATE_MESSAGE_ID}
          />
          <StateMessage
            code={form.commissionState}
            states={states}
            copy={copy.stateStatus}
            lang={lang}
            statePagePattern={statePagePattern}
            className="sm:col-span-2"
          />
          {choice("experience", 3)}
          {choice("certificateType")}
          <CheckboxGroup
            id="notaryTypes"
            legend={labels.notaryTypes}
            optionalLabel={optional}
            className="sm:col-span-2"
            items={[
              flag("notaryTraditional", options.notaryTypes.traditional),
              flag("notaryRon", options.notaryTypes.ron),
            ]}
          />
          <CheckboxField {...flag("priorityListing", labels.priorityListing)} className="sm:col-span-2" />
        </>
      ) : null}

      {role === "client" ? (
        <>
          <TextField
            {...text("businessName")}
            label={labels.businessName}
            optionalLabel={optional}
            autoComplete="organization"
            maxLength={LIMITS.businessName}
          />
          {choice("industry")}
          <CheckboxGroup
            id="uses"
            legend={labels.uses}
            optionalLabel={optional}
            className="sm:col-span-2"
            items={[
              flag("useRe", options.uses.re),
              flag("useLegal", options.uses.legal),
              flag("useBusiness", options.uses.business),
              flag("usePersonal", options.uses.personal),
            ]}
          />
          <CheckboxField {...flag("discountedEarlyAccess", labels.discountedEarlyAccess)} className="sm:col-span-2" />
        </>
      ) : null}

      {role === "contact" ? (
        <>
          <TextAreaField
            {...text("message")}
            label={labels.message}
            optionalLabel={optional}
            maxLength={LIMITS.message}
            className="sm:col-span-2"
          />
          {choice("preferredContact", 4)}
          {/* Right after the method, next in the tab order: shown only for a call or a text, never ticked in advance. */}
          {asksForPhoneConsent(role, form.preferredContact) ? (
            <CheckboxField {...flag("phoneConsent", phoneConsent)} className="sm:col-span-2" />
          ) : null}
          {choice("urgency", 4)}
          {choice("bestTime")}
        </>
      ) : null}
    </div>
  );
}
