/** CV editor toasts. */
export const EditorMessages = {
  saveFailed: 'Failed to save your profile. Please try again.',
  updated: { title: 'Profile Updated', description: 'Your profile was updated and is pending approval.' },
  created: { title: 'Profile Created', description: 'Your profile was created and is pending approval.' },
  socialMedia: {
    addFailed: 'Failed to add social media link',
    removeFailed: 'Failed to remove social media link',
  },
  education: { addFailed: 'Failed to add education', removeFailed: 'Failed to remove education' },
  soloExhibitions: {
    addFailed: 'Failed to add solo exhibition',
    removeFailed: 'Failed to remove solo exhibition',
  },
  groupExhibitions: {
    addFailed: 'Failed to add group exhibition',
    removeFailed: 'Failed to remove group exhibition',
  },
  works: { addFailed: 'Failed to add work', removeFailed: 'Failed to remove work' },
  awards: {
    saveFailed: 'Failed to save award. Please try again.',
    deleteFailed: 'Failed to delete award. Please try again.',
  },
  grants: {
    saveFailed: 'Failed to save grant. Please try again.',
    deleteFailed: 'Failed to delete grant. Please try again.',
  },
  collections: {
    saveFailed: 'Failed to save collection. Please try again.',
    deleteFailed: 'Failed to delete collection. Please try again.',
  },
  bibliography: {
    saveFailed: 'Failed to save publication. Please try again.',
    deleteFailed: 'Failed to delete publication. Please try again.',
  },
  commissions: {
    saveFailed: 'Failed to save commission. Please try again.',
    deleteFailed: 'Failed to delete commission. Please try again.',
  },
  teaching: {
    saveFailed: 'Failed to save teaching. Please try again.',
    deleteFailed: 'Failed to delete teaching. Please try again.',
  },
  affiliations: {
    saveFailed: 'Failed to save affiliation. Please try again.',
    deleteFailed: 'Failed to delete affiliation. Please try again.',
  },
  empty: {
    socialMedia: 'No social media links added yet...',
    education: 'No education added yet...',
    soloExhibitions: 'No solo exhibitions added yet...',
    groupExhibitions: 'No group exhibitions added yet...',
    works: 'No works added yet...',
    awards: 'No awards added yet...',
    grants: 'No grants added yet...',
    collections: 'No collections added yet...',
    bibliography: 'No publications added yet...',
    commissions: 'No commissions added yet...',
    teaching: 'No teaching added yet...',
    affiliations: 'No affiliations added yet...',
    residencies: 'No residencies added yet...',
  },
  titles: { create: 'Create Your Artist CV', edit: 'Edit Your Artist CV' },
} as const;
