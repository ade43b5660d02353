import { useLingui } from '@lingui/react/macro';
import { SimpleGrid, TextInput } from '@mantine/core';
import type { InviteVisitorInput, VisitorProblem } from '../../../../contract/index.ts';
import { visitorProblemMessage } from '../visitorMessages.ts';

type VisitorField = keyof InviteVisitorInput;

const FIELD_OF: Record<VisitorProblem, VisitorField> = {
  firstNameBlank: 'firstName',
  lastNameBlank: 'lastName',
  contactMissing: 'email',
  emailInvalid: 'email',
  emailDuplicate: 'email',
  phoneInvalid: 'phoneNumber',
  phoneDuplicate: 'phoneNumber',
};

/** The one visitor of a single invite: name, email or mobile number, company. */
export function VisitorFields(props: {
  visitor: InviteVisitorInput;
  onChange: (visitor: InviteVisitorInput) => void;
  problems: readonly VisitorProblem[];
}) {
  const { t, i18n } = useLingui();
  const errorOf = (field: VisitorField) => {
    const problem = props.problems.find((p) => FIELD_OF[p] === field);
    return problem ? visitorProblemMessage(i18n, problem) : undefined;
  };
  const input = (field: VisitorField) => ({
    value: props.visitor[field] ?? '',
    error: errorOf(field),
    onChange: (event: { currentTarget: { value: string } }) =>
      props.onChange({ ...props.visitor, [field]: event.currentTarget.value }),
  });
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <TextInput label={t`First name`} required {...input('firstName')} />
      <TextInput label={t`Last name`} required {...input('lastName')} />
      <TextInput type="email" label={t`Visitor email`} {...input('email')} />
      <TextInput
        type="tel"
        label={t`Mobile number`}
        placeholder="+27821234567"
        {...input('phoneNumber')}
      />
      <TextInput label={t`Company`} {...input('company')} />
    </SimpleGrid>
  );
}
