import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Alert, List, Stack, Text, Textarea } from '@mantine/core';
import type { VisitorRowsCheck } from '../../../../contract/index.ts';
import { visitorProblemMessage } from '../visitorMessages.ts';

/**
 * The visitors of a group invite, one a line, with what will happen: how many are invited, and
 * each row left out with why (duplicate emails with their row numbers).
 */
export function GroupVisitors(props: {
  text: string;
  onChange: (text: string) => void;
  check: VisitorRowsCheck;
}) {
  const { t, i18n } = useLingui();
  const { check } = props;
  return (
    <Stack gap="sm">
      <Textarea
        label={t`Visitors`}
        description={t`One visitor a line: first name, last name, email, mobile number, company (separated by commas, semicolons or tabs)`}
        autosize
        minRows={4}
        maxRows={16}
        value={props.text}
        onChange={(event) => props.onChange(event.currentTarget.value)}
      />
      <Text size="sm" aria-live="polite">
        <Plural
          value={check.valid.length}
          one="# visitor will be invited"
          other="# visitors will be invited"
        />
      </Text>
      {check.invalid.length > 0 && (
        <Alert color="yellow" variant="light" title={t`Rows left out`}>
          <List size="sm">
            {check.invalid.map((result) => (
              <List.Item key={result.row}>
                <Trans>
                  Row {result.row}:{' '}
                  {result.problems
                    .map((problem) => visitorProblemMessage(i18n, problem, result))
                    .join('; ')}
                </Trans>
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
    </Stack>
  );
}
