import './mantine-styles';
import { Container, Image, Stack, Text } from '@mantine/core';
import dryingRack from '../../assets/drying-rack.svg';
import { PageTitle } from '../../components/page-title';

export function AboutPage() {
  return (
    <Container size="md" py="xl">
      <PageTitle title="Our Royal Decree" />
      <Image
        src={dryingRack}
        alt="Strips of beef air-drying on a wooden rack"
        w="100%"
        maw={480}
        h="auto"
        mx="auto"
        my="lg"
        radius="md"
      />
      <Stack gap="md" fz="lg" lh={1.7}>
        <Text inherit>
          Royal Biltong began at a kitchen table with a family recipe, a borrowed drying cabinet and a stubborn belief: that
          Britain’s grass-fed beef deserved a snack as good as the animals it came from.
        </Text>
        <Text inherit>
          Biltong is the air-dried beef of southern Africa, cured in vinegar and coriander and dried slowly rather than cooked. We
          kept that tradition and gave it a British accent: silverside from farms we know by name, cider vinegar from the West
          Country and sea salt from the Essex coast.
        </Text>
        <Text inherit>
          Every batch is marinated for a day, dried for up to a week and cut by hand. No shortcuts, no fillers, nothing you would
          not find in a good kitchen. That is our decree, and we keep it bag after bag.
        </Text>
      </Stack>
    </Container>
  );
}
