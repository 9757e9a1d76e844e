import { defaultRatingPoints, type RatingPoints, type TemplateArea } from '#shared/domain/inspections.ts';
import type { FacilityType } from '#shared/domain/quote.ts';

// The checklists a new installation starts with (decision 0045): the areas every commercial building has,
// and those of each facility type. Item keys are "<area>.<item>" and never change meaning: the next
// inspection finds an item (and verifies its corrective action) by its key.

const area = (key: string, label: string, items: Array<[string, string]>): TemplateArea => ({
  key,
  label,
  items: items.map(([item, itemLabel]) => ({ key: `${key}.${item}`, label: itemLabel })),
});

const entrance = area('entrance', 'Entrance and lobby', [
  ['doors', 'Entry doors and glass free of smudges'],
  ['mats', 'Entry mats vacuumed and straight'],
  ['furniture', 'Reception furniture dusted'],
]);
const offices = area('offices', 'Offices', [
  ['desks', 'Desks and surfaces dusted'],
  ['bins', 'Waste bins emptied, liners replaced'],
  ['touchpoints', 'Door handles and switches disinfected'],
]);
const restrooms = area('restrooms', 'Restrooms', [
  ['fixtures', 'Toilets, urinals and sinks cleaned and disinfected'],
  ['mirrors', 'Mirrors and chrome spotless'],
  ['supplies', 'Soap, paper and towels restocked'],
  ['floors', 'Floors mopped, no odour'],
]);
const breakRoom = area('break-room', 'Break room', [
  ['counters', 'Counters, tables and sink cleaned'],
  ['appliances', 'Microwave and refrigerator fronts wiped'],
]);
const floors = area('floors', 'Floors', [
  ['carpet', 'Carpets vacuumed, edges included'],
  ['hard', 'Hard floors swept and mopped'],
]);
const trash = area('trash', 'Trash and recycling', [
  ['removed', 'Trash and recycling taken out'],
  ['containers', 'Containers clean, liners in place'],
]);
const glass = area('glass', 'Glass', [
  ['interior', 'Interior glass and partitions streak-free'],
  ['sills', 'Window sills and ledges dusted'],
]);
const janitorCloset = area('janitor-closet', 'Janitor closet', [
  ['tidy', 'Closet tidy, chemicals labelled and closed'],
  ['equipment', 'Mops and equipment cleaned and stored'],
]);

const common = [entrance, offices, restrooms, breakRoom, floors, trash, glass, janitorCloset];

const special: Partial<Record<FacilityType, TemplateArea[]>> = {
  medical: [
    area('exam-rooms', 'Exam rooms', [
      ['surfaces', 'Exam tables and counters disinfected'],
      ['sharps', 'Sharps and biohazard containers untouched and not overfull'],
    ]),
  ],
  restaurant: [
    area('dining', 'Dining area', [
      ['tables', 'Tables and chairs wiped'],
      ['floor', 'Floor under tables swept and mopped'],
    ]),
  ],
  gym: [
    area('locker-rooms', 'Locker rooms', [
      ['showers', 'Showers free of soap scum and mould'],
      ['benches', 'Benches and lockers wiped'],
    ]),
    area('equipment', 'Equipment', [['wiped', 'Equipment handles and seats disinfected']]),
  ],
  retail: [
    area('sales-floor', 'Sales floor', [
      ['fixtures', 'Display fixtures dusted'],
      ['fitting', 'Fitting rooms clean'],
    ]),
  ],
  educational: [
    area('classrooms', 'Classrooms', [
      ['desks', 'Desks and boards cleaned'],
      ['floors', 'Floors swept'],
    ]),
  ],
  industrial: [area('production', 'Production support areas', [['walkways', 'Walkways clear and swept']])],
  warehouse: [area('dock', 'Loading dock', [['swept', 'Dock swept, debris removed']])],
};

export function defaultTemplate(facilityType: FacilityType): { areas: TemplateArea[]; points: RatingPoints } {
  return { areas: [...common, ...(special[facilityType] ?? [])], points: { ...defaultRatingPoints } };
}
