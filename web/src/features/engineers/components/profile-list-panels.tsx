import { Panel } from '@/components/ui/panel';
import { TagList } from '@/components/ui/tag-list';

import type { EngineerProfile } from '../types';
import type { ProfileFormValues, SetProfileField } from '../utils/profile-form';
import { ListEditor } from './list-editor';

type ListKey = 'softwareSkills' | 'specializations' | 'languages' | 'education' | 'certifications';

interface ListField {
  key: ListKey;
  label: string;
  placeholder: string;
  /** Shown in view mode for an empty list. */
  empty: string;
}

/** The lists of the Skills & Expertise and the Credentials tabs; `editTitle` names the one panel while editing. */
const LIST_GROUPS: Record<'skills' | 'credentials', { editTitle: string; lists: readonly ListField[] }> = {
  skills: {
    editTitle: 'Skills & Expertise',
    lists: [
      { key: 'softwareSkills', label: 'Software skills', placeholder: 'e.g. Cabinet Vision', empty: 'No software skills yet.' },
      { key: 'specializations', label: 'Specializations', placeholder: 'e.g. Kitchen cabinets', empty: 'No specializations yet.' },
      { key: 'languages', label: 'Languages', placeholder: 'e.g. English', empty: 'No languages yet.' },
    ],
  },
  credentials: {
    editTitle: 'Education & Certifications',
    lists: [
      { key: 'education', label: 'Education', placeholder: 'e.g. BSc Industrial Design', empty: 'No education listed.' },
      { key: 'certifications', label: 'Certifications', placeholder: 'e.g. Mozaik Certified Designer', empty: 'No certifications listed.' },
    ],
  },
};

export interface ProfileListPanelsProps {
  group: keyof typeof LIST_GROUPS;
  profile: EngineerProfile;
  /** The editor's state while editing, null in view mode. */
  values: ProfileFormValues | null;
  set: SetProfileField;
}

/** Lists of the own profile: a panel of tags per list, or one panel with an editor per list while editing. */
export function ProfileListPanels({ group, profile, values, set }: ProfileListPanelsProps) {
  const { editTitle, lists } = LIST_GROUPS[group];
  if (values) {
    return (
      <Panel title={editTitle}>
        <div className="space-y-6">
          {lists.map(({ key, label, placeholder }) => (
            <ListEditor key={key} label={label} values={values[key]} onChange={(next) => set(key, next)} placeholder={placeholder} />
          ))}
        </div>
      </Panel>
    );
  }
  return lists.map(({ key, label, empty }) => (
    <Panel key={key} title={label}>
      <TagList items={profile[key]} empty={empty} />
    </Panel>
  ));
}
