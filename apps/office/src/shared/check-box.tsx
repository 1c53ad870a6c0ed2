import { Checkbox } from 'react-aria-components';
import './check-box.css';

/** A labelled checkbox (React Aria: keyboard and screen reader ready). */
export function CheckBox(props: {
  label: string;
  isSelected: boolean;
  onChange: (value: boolean) => void;
  name?: string;
}) {
  return (
    <Checkbox
      className="office-check"
      isSelected={props.isSelected}
      onChange={props.onChange}
      {...(props.name === undefined ? {} : { name: props.name })}
    >
      <span className="office-check__box" aria-hidden="true" />
      {props.label}
    </Checkbox>
  );
}
