import { Radio, RadioGroup, Switch } from '@blueprintjs/core';
import { CV_PAGE_SIZES, type CvOptions, type CvPageSize } from '@oeuvre/contract';

type Choices = Pick<CvOptions, 'includeContact' | 'includeStatement' | 'pageSize' | 'headingStyle'>;

/** Contact, statement, page size and 'Selected' headings. */
export function DocumentOptions({
  value,
  onChange,
}: {
  value: Choices;
  onChange: (change: Partial<Choices>) => void;
}) {
  return (
    <fieldset className="export-group">
      <legend>Options</legend>
      <Switch
        checked={value.includeContact}
        label="Contact (email and website)"
        onChange={(event) => onChange({ includeContact: event.currentTarget.checked })}
      />
      <Switch
        checked={value.includeStatement}
        label="Artist statement"
        onChange={(event) => onChange({ includeStatement: event.currentTarget.checked })}
      />
      <Switch
        checked={value.headingStyle === 'selected'}
        label="'Selected' headings when a section shows only some entries"
        onChange={(event) => onChange({ headingStyle: event.currentTarget.checked ? 'selected' : 'plain' })}
      />
      <RadioGroup
        label="Page size"
        inline
        selectedValue={value.pageSize}
        onChange={(event) => onChange({ pageSize: event.currentTarget.value as CvPageSize })}
      >
        {CV_PAGE_SIZES.map((size) => (
          <Radio key={size} value={size} label={size} />
        ))}
      </RadioGroup>
    </fieldset>
  );
}
