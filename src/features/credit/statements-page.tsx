import './mantine-styles';
import { Alert, Card, Container, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useAuth } from '../../lib/auth/auth-context';
import { errorMessage } from '../../lib/error-message';
import { trpc } from '../../lib/trpc';
import { StatementPicker } from './statement-picker';

/** The trade portal's statements: every finished month with account activity, as a PDF. */
export function StatementsPage({ month }: { month?: string }) {
  const { user } = useAuth();
  const statements = trpc.credit.myStatements.useQuery();
  let body: React.ReactNode;
  if (statements.isError) {
    body = (
      <Alert color="red" variant="light" role="alert">
        {errorMessage(statements.error)}
      </Alert>
    );
  } else if (!statements.data || !user) {
    body = <Skeleton height={60} role="status" aria-busy="true" aria-label="Loading statements" />;
  } else {
    body = <StatementPicker userId={user.id} months={statements.data} initialMonth={month} />;
  }
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1}>Statements</Title>
          <Text c="dimmed">Your trade account month by month: every invoice, payment and credit, and what is past due.</Text>
        </div>
        <Card padding="lg">{body}</Card>
      </Stack>
    </Container>
  );
}
