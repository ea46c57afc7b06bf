import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import classes from './product-card.module.css';

export type Choice<T extends string> = { value: T; label: ReactNode };

const STEP: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

/**
 * The ARIA radio pattern in plain elements (one tab stop, arrow keys move focus and select), looking
 * like Mantine's Radio.Card. Every shop card renders two of these; Mantine's Radio.Group and Radio.Card
 * made up most of the shop's first render.
 */
export function ChoiceGroup<T extends string>(props: {
  label: string;
  choices: readonly Choice<T>[];
  value: T;
  onChange: (value: T) => void;
  layout: 'row' | 'columns';
}) {
  const labelId = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const step = STEP[event.key];
    if (!step) return;
    event.preventDefault();
    const next = (index + step + props.choices.length) % props.choices.length;
    const choice = props.choices[next];
    if (!choice) return;
    buttons.current[next]?.focus();
    props.onChange(choice.value);
  };
  return (
    <div className={classes.group}>
      <div id={labelId} className={classes.groupLabel}>
        {props.label}
      </div>
      <div role="radiogroup" aria-labelledby={labelId} className={classes[props.layout]}>
        {props.choices.map((choice, index) => {
          const checked = choice.value === props.value;
          return (
            // biome-ignore lint/a11y/useSemanticElements: the card is the radio and its content the name, as in Mantine's Radio.Card.
            <button
              key={choice.value}
              ref={(element) => {
                buttons.current[index] = element;
              }}
              type="button"
              role="radio"
              aria-checked={checked}
              data-checked={checked || undefined}
              tabIndex={checked ? 0 : -1}
              className={classes.option}
              onClick={() => props.onChange(choice.value)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {choice.label}
            </button>
          );
        })}
      </div>
    </div>
  );
}
