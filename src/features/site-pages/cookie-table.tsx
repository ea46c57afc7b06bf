import './mantine-styles';
import { Table, Text, Title } from '@mantine/core';
import { COOKIES } from '../../../shared/cookies';

/** The privacy page's cookie list: generated from the one list the end-to-end tests check against the browser. */
export function CookieTable() {
  return (
    <section aria-labelledby="cookies-title">
      <Title order={2} id="cookies-title" mt="xl" mb="sm">
        Cookies
      </Title>
      <Text mb="md">
        We set only the cookies the shop needs to work, listed below. We use no advertising or analytics cookies, so we do not ask
        for your consent with a cookie banner. A guest's cart is kept in the browser's own storage, not in a cookie, until you log
        in or place your order.
      </Text>
      {/* Raw Table, not DataTable: a fixed table in a public page's text. */}
      <Table.ScrollContainer minWidth={560}>
        <Table aria-label="Cookies we set" verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>Set by</Table.Th>
              <Table.Th>Purpose</Table.Th>
              <Table.Th>Lifetime</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {COOKIES.map((cookie) => (
              <Table.Tr key={cookie.name}>
                <Table.Td>
                  <code>{cookie.name}</code>
                  {cookie.secureName ? (
                    <Text size="xs" c="dimmed">
                      <code>{cookie.secureName}</code> over a secure connection
                    </Text>
                  ) : null}
                </Table.Td>
                <Table.Td>{cookie.setBy}</Table.Td>
                <Table.Td>{cookie.purpose}</Table.Td>
                <Table.Td>{cookie.lifetime}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </section>
  );
}
