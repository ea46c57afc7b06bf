import { MOISTURE_OPTIONS, type Moisture, type Weight } from '../../../shared/constants';
import { type Choice, ChoiceGroup } from './choice-group';
import classes from './product-card.module.css';

export function WeightPicker(props: { weights: Weight[]; value: Weight; onChange: (weight: Weight) => void }) {
  const choices = props.weights.map((weight) => ({ value: weight, label: weight }));
  return <ChoiceGroup label="Weight" choices={choices} value={props.value} onChange={props.onChange} layout="row" />;
}

// The space between the two lines keeps the radio's accessible name readable ("Mooo! Soft & Tender").
const MOISTURE_CHOICES: Choice<Moisture>[] = MOISTURE_OPTIONS.map((option) => ({
  value: option.value,
  label: (
    <>
      <span className={classes.choiceTitle}>{option.label}</span> <span className={classes.choiceNote}>{option.description}</span>
    </>
  ),
}));

/** Shown only for products that support moisture options; the shopper's choice travels with the cart line. */
export function MoisturePicker(props: { value: Moisture; onChange: (moisture: Moisture) => void }) {
  return (
    <ChoiceGroup label="Moisture" choices={MOISTURE_CHOICES} value={props.value} onChange={props.onChange} layout="columns" />
  );
}
