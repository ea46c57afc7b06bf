import { Box, Container, Group, Stack, Text, Title } from '@mantine/core';
import heroCrest from '../../assets/hero-crest.svg';
import { ButtonLink } from '../../components/links';
import classes from './hero.module.css';

export function Hero() {
  return (
    <Box component="section" className={`${classes.hero} on-dark`} aria-labelledby="hero-title">
      <Container size="lg" py={{ base: 56, md: 96 }}>
        <div className={classes.heroColumns}>
          <Stack gap="lg" maw={640}>
            <Text className={classes.eyebrow}>Premium British Biltong</Text>
            <Title id="hero-title" order={1} className={classes.heroTitle} c="cream.0">
              Taste the Adventure
            </Title>
            <Text fz="xl" c="cream.2">
              Grass-fed British beef, cured with coriander and cider vinegar, then air-dried slowly until every bite is tender and
              full of flavour.
            </Text>
            <Group gap="md">
              <ButtonLink to="/subscriptions" size="lg" color="brass.3" c="oxblood.9">
                Explore Subscriptions
              </ButtonLink>
              <ButtonLink to="/shop" size="lg" variant="outline" color="cream.1" c="cream.0">
                Shop Now
              </ButtonLink>
            </Group>
          </Stack>
          <img src={heroCrest} alt="" width={360} height={360} className={`${classes.crest} mantine-visible-from-md`} />
        </div>
      </Container>
    </Box>
  );
}
