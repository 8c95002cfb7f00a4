import type { SignupCopy } from "@/lib/signup/copy";
import type { FlagField, SignupForm, TextField as TextFieldName } from "@/lib/signup/form";
import { LIMITS, type Role } from "@/lib/signup/constants";
import { US_STATES } from "@/lib/signup/states";
import { CheckboxField, CheckboxGroup, RadioGroup, SelectField, TextAreaField, TextField } from "./fields";

export type FieldErrors = Partial<Record<keyof SignupForm, string>>;

type Props = {
  role: Role;
  copy: SignupCopy;
  form: SignupForm;
  errors: FieldErrors;
  setText: (field: TextFieldName, value: string) => void;
  setFlag: (field: FlagField, value: boolean) => void;
};

const STATE_OPTIONS = US_STATES.map(([code, name]) => [code, name] as const);

/** The fields of SPEC section 3: the common ones, then the chosen role's. */
export function RoleFields({ role, copy, form, errors, setText, setFlag }: Props) {
  const { labels, options } = copy;
  const optional = labels.optional;
  const text = (field: TextFieldName) => ({ id: field, value: form[field], onChange: (value: string) => setText(field, value), error: errors[field] });
  const flag = (field: FlagField, label: string) => ({ id: field, label, checked: form[field], onChange: (value: boolean) => setFlag(field, value) });

  return (
    <div className="grid gap-x-4 gap-y-5 sm:grid-cols-2">
      <TextField {...text("firstName")} label={labels.firstName} required autoComplete="given-name" maxLength={LIMITS.name} />
      <TextField {...text("lastName")} label={labels.lastName} required autoComplete="family-name" maxLength={LIMITS.name} />
      <TextField {...text("email")} type="email" label={labels.email} required autoComplete="email" maxLength={LIMITS.email} />
      <TextField {...text("phone")} type="tel" label={labels.phone} optionalLabel={optional} autoComplete="tel" maxLength={LIMITS.phone} />
      <SelectField {...text("state")} label={labels.state} optionalLabel={optional} options={STATE_OPTIONS} placeholder={labels.selectPlaceholder} autoComplete="address-level1" />

      {role === "notary" ? (
        <>
          <SelectField {...text("commissionState")} label={labels.commissionState} optionalLabel={optional} options={STATE_OPTIONS} placeholder={labels.selectPlaceholder} />
          <RadioGroup
            {...text("experience")}
            legend={labels.experience}
            optionalLabel={optional}
            columns={3}
            className="sm:col-span-2"
            options={[
              ["new", options.experience.new],
              ["1-3", options.experience.oneToThree],
              [">3", options.experience.moreThanThree],
            ]}
          />
          <RadioGroup
            {...text("certificateType")}
            legend={labels.certificateType}
            optionalLabel={optional}
            className="sm:col-span-2"
            options={[
              ["identrust", options.certificateType.identrust],
              ["other", options.certificateType.other],
            ]}
          />
          <CheckboxGroup
            id="notaryTypes"
            legend={labels.notaryTypes}
            optionalLabel={optional}
            className="sm:col-span-2"
            items={[flag("notaryTraditional", options.notaryTypes.traditional), flag("notaryRon", options.notaryTypes.ron)]}
          />
          <CheckboxField {...flag("priorityListing", labels.priorityListing)} className="sm:col-span-2" />
        </>
      ) : null}

      {role === "client" ? (
        <>
          <TextField {...text("businessName")} label={labels.businessName} optionalLabel={optional} autoComplete="organization" maxLength={LIMITS.businessName} />
          <RadioGroup
            {...text("industry")}
            legend={labels.industry}
            optionalLabel={optional}
            className="sm:col-span-2"
            options={[
              ["attorney", options.industry.attorney],
              ["title_escrow", options.industry.titleEscrow],
              ["lender", options.industry.lender],
              ["business", options.industry.business],
              ["individual", options.industry.individual],
            ]}
          />
          <CheckboxGroup
            id="uses"
            legend={labels.uses}
            optionalLabel={optional}
            className="sm:col-span-2"
            items={[flag("useRe", options.uses.re), flag("useLegal", options.uses.legal), flag("useBusiness", options.uses.business), flag("usePersonal", options.uses.personal)]}
          />
          <CheckboxField {...flag("discountedEarlyAccess", labels.discountedEarlyAccess)} className="sm:col-span-2" />
        </>
      ) : null}

      {role === "contact" ? (
        <>
          <TextAreaField {...text("message")} label={labels.message} optionalLabel={optional} maxLength={LIMITS.message} className="sm:col-span-2" />
          <RadioGroup
            {...text("preferredContact")}
            legend={labels.preferredContact}
            optionalLabel={optional}
            columns={4}
            className="sm:col-span-2"
            options={[
              ["email", options.preferredContact.email],
              ["phone", options.preferredContact.phone],
              ["text", options.preferredContact.text],
              ["any", options.preferredContact.any],
            ]}
          />
          <RadioGroup
            {...text("urgency")}
            legend={labels.urgency}
            optionalLabel={optional}
            columns={4}
            className="sm:col-span-2"
            options={[
              ["low", options.urgency.low],
              ["medium", options.urgency.medium],
              ["high", options.urgency.high],
              ["asap", options.urgency.asap],
            ]}
          />
          <RadioGroup
            {...text("bestTime")}
            legend={labels.bestTime}
            optionalLabel={optional}
            className="sm:col-span-2"
            options={[
              ["morning", options.bestTime.morning],
              ["afternoon", options.bestTime.afternoon],
              ["evening", options.bestTime.evening],
              ["anytime", options.bestTime.anytime],
            ]}
          />
        </>
      ) : null}
    </div>
  );
}
