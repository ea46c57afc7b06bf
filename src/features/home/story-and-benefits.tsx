import { Box, Container, Image, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBarbell, IconFlame, IconMeat } from '@tabler/icons-react';
import dryingRack from '../../assets/drying-rack.svg';
import { ButtonLink } from '../../components/links';
import classes from './home.module.css';

const BENEFITS = [
  {
    icon: IconMeat,
    title: 'Premium British Beef',
    text: 'Grass-fed silverside from farms we know by name, trimmed and cut by hand.',
  },
  {
    icon: IconBarbell,
    title: 'High in Protein',
    text: 'More than half of every bag is protein: a proper snack for training days and long walks.',
  },
  {
    icon: IconFlame,
    title: 'Authentic Spices',
    text: 'Roasted coriander, cracked pepper and a traditional vinegar cure, just as biltong should be.',
  },
];

export function StorySection() {
  return (
    <Box component="section" className={`${classes.story} ${classes.belowFold}`} aria-labelledby="story-title">
      <Container size="md" py={64}>
        <Stack gap="md" ta="center" align="center">
          <Image src={dryingRack} alt="Strips of beef air-drying on a wooden rack" w={360} h={240} loading="lazy" radius="md" />
          <Title id="story-title" order={2}>
            A Recipe Fit for Royalty
          </Title>
          <Text fz="lg" lh={1.7}>
            We started with a family recipe from southern Africa and the finest beef Britain has to offer. Each batch is marinated
            for a day, air-dried for up to a week and sliced by hand, so it arrives tender, rich and honest.
          </Text>
          <ButtonLink to="/about" variant="outline">
            Read our story
          </ButtonLink>
        </Stack>
      </Container>
    </Box>
  );
}

export function Benefits() {
  return (
    <Container component="section" size="lg" py={64} aria-labelledby="benefits-title" className={classes.belowFold}>
      <Title id="benefits-title" order={2} ta="center" mb="xl">
        Why Royal Biltong?
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xl">
        {BENEFITS.map(({ icon: Icon, title, text }) => (
          <Stack key={title} align="center" ta="center" gap="sm">
            <ThemeIcon size={64} radius="xl" variant="light" color="oxblood">
              <Icon size={32} stroke={1.5} aria-hidden />
            </ThemeIcon>
            <Title order={3} size="h4">
              {title}
            </Title>
            <Text c="dimmed">{text}</Text>
          </Stack>
        ))}
      </SimpleGrid>
    </Container>
  );
}
