// Mantine stylesheets this folder's components need beyond the entry's (src/main.tsx), in Mantine's
// order; imported by those components so they ship in the lazily loaded chunks that use them.
import '@mantine/core/styles/Badge.layer.css';
