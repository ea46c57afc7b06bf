import { Container, Stack, Text, Title } from '@mantine/core';
import { useLocation } from '@tanstack/react-router';
import { useEffect } from 'react';
import { ButtonLink } from './links';

export function NotFound() {
  const pathname = useLocation({ select: (location) => location.pathname });
  useEffect(() => {
    // 'Not-found': the missing path is logged.
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);
  return (
    <Container size="sm" py={80}>
      <Stack align="center" gap="md" ta="center">
        <Title order={1} fz={96} lh={1} c="oxblood.7">
          404
        </Title>
        <Text fz="xl">Oops! Page not found</Text>
        <ButtonLink to="/" mt="md">
          Return to Home
        </ButtonLink>
      </Stack>
    </Container>
  );
}
