import { ActionIcon, Box, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconBrandFacebook, IconBrandInstagram, IconBrandX } from '@tabler/icons-react';
import { AnchorLink } from '../links';
import { Logo } from '../logo';
import classes from './public-layout.module.css';

const SOCIAL_LINKS = [
  { label: 'Royal Biltong on Instagram', icon: IconBrandInstagram },
  { label: 'Royal Biltong on Facebook', icon: IconBrandFacebook },
  { label: 'Royal Biltong on X', icon: IconBrandX },
];

export function Footer() {
  const year = new Date().getFullYear();
  return (
    <Box component="footer" className={`${classes.footer} on-dark`}>
      <Container size="lg" py="xl">
        <div className={classes.footerColumns}>
          <Stack gap="xs">
            <Logo tone="light" />
            <Text size="sm" c="cream.2">
              Premium British biltong, air-dried slowly and cut by hand.
            </Text>
          </Stack>
          <Stack gap="xs">
            <Title order={2} size="h5" c="brass.2">
              Quick Links
            </Title>
            <Stack component="nav" aria-label="Footer" gap={6}>
              <AnchorLink to="/shop" c="cream.1" size="sm">
                Shop
              </AnchorLink>
              <AnchorLink to="/about" c="cream.1" size="sm">
                About Us
              </AnchorLink>
              <AnchorLink to="/wholesale" c="cream.1" size="sm">
                Wholesale
              </AnchorLink>
            </Stack>
          </Stack>
          <Stack gap="xs">
            <Title order={2} size="h5" c="brass.2">
              Follow Us
            </Title>
            <Group gap="xs">
              {SOCIAL_LINKS.map(({ label, icon: Icon }) => (
                <ActionIcon key={label} component="a" href="#" aria-label={label} variant="subtle" color="cream.1" size="lg">
                  <Icon size={22} stroke={1.6} aria-hidden />
                </ActionIcon>
              ))}
            </Group>
          </Stack>
        </div>
        <Text size="sm" c="cream.3" ta="center" mt="xl" pt="md" className={classes.copyright}>
          © {year} Royal Biltong. All rights reserved.
        </Text>
      </Container>
    </Box>
  );
}
