import { Anchor, type AnchorProps, Button, type ButtonProps } from '@mantine/core';
import { createLink, type LinkComponent } from '@tanstack/react-router';
import type { ComponentPropsWithRef } from 'react';

// Mantine components rendered as router links: typed `to`/`params`, client-side navigation and preload on intent.

type AnchorElementProps<P> = P & Omit<ComponentPropsWithRef<'a'>, keyof P>;

function ButtonAnchor(props: AnchorElementProps<ButtonProps>) {
  return <Button component="a" {...props} />;
}
const RouterButton = createLink(ButtonAnchor);
export const ButtonLink: LinkComponent<typeof ButtonAnchor> = (props) => <RouterButton preload="intent" {...props} />;

function TextAnchor(props: AnchorElementProps<AnchorProps>) {
  return <Anchor {...props} />;
}
const RouterAnchor = createLink(TextAnchor);
export const AnchorLink: LinkComponent<typeof TextAnchor> = (props) => <RouterAnchor preload="intent" {...props} />;
