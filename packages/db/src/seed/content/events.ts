import type { SeedEvent } from './types';

/**
 * Upcoming programmes. Titles and descriptions are content, written in English; the UI
 * translates only its own chrome. Events without maxAttendees get the database default (50).
 */
export const events: SeedEvent[] = [
  {
    title: 'Children’s Story Hour in Tamil',
    description:
      'Stories from the Panchatantra and Tamil folk tales read aloud for children aged 4 to 9, followed by a short craft activity. Parents are welcome to stay.',
    daysFromNow: 3,
    startTime: '10:00',
    durationMinutes: 60,
    category: 'Children',
    maxAttendees: 30,
    branch: 'JPL',
  },
  {
    title: 'Children’s Story Hour in Sinhala',
    description:
      'A Sinhala story session for young readers with Jataka tales and simple picture books, led by a volunteer teacher. Tamil-speaking children learning Sinhala are especially welcome.',
    daysFromNow: 10,
    startTime: '10:00',
    durationMinutes: 60,
    category: 'Children',
    maxAttendees: 25,
    branch: 'JPL',
  },
  {
    title: 'Draw the Story: Reading and Drawing Morning',
    description:
      'Children listen to a picture book and then draw their favourite scene. Paper and crayons are provided, and the drawings will be displayed in the branch library.',
    daysFromNow: 17,
    startTime: '09:30',
    durationMinutes: 90,
    category: 'Children',
    maxAttendees: 20,
    branch: 'KLN',
  },
  {
    title: 'Palm-Leaf Manuscript Preservation Workshop',
    description:
      'A hands-on introduction to caring for ola (palm-leaf) manuscripts: safe handling, gentle cleaning, treating the leaves with traditional oils, and storage that protects them from damp and insects. Families holding manuscripts at home are encouraged to attend.',
    daysFromNow: 12,
    startTime: '09:00',
    durationMinutes: 180,
    category: 'Workshop',
    maxAttendees: 20,
    branch: 'JPL',
  },
  {
    title: 'Digital Literacy for Senior Citizens',
    description:
      'A patient, step-by-step session for older readers on using a smartphone: sending messages and photos, video calls with family abroad, reading news safely and spotting scam messages. Bring your own phone if you have one.',
    daysFromNow: 6,
    startTime: '10:00',
    durationMinutes: 120,
    category: 'Workshop',
    maxAttendees: 15,
    branch: 'KPY',
  },
  {
    title: 'Remembering 1981: The Burning and Rebuilding of the Jaffna Public Library',
    description:
      'A public discussion on the night of 31 May to 1 June 1981, when the library and its collection of more than 97,000 books and manuscripts were destroyed by fire, and on the long effort that led to the rebuilt library reopening in 2003. Former staff and readers will share their memories.',
    daysFromNow: 21,
    startTime: '16:00',
    durationMinutes: 90,
    category: 'Discussion',
    branch: 'JPL',
  },
  {
    title: 'Sinhala–Tamil Language Exchange',
    description:
      'An informal conversation circle where Sinhala speakers practise Tamil and Tamil speakers practise Sinhala in pairs, using everyday topics. All levels are welcome, and a facilitator fluent in both languages will guide the session.',
    daysFromNow: 8,
    startTime: '15:30',
    durationMinutes: 90,
    category: 'Discussion',
    maxAttendees: 24,
    branch: 'CVK',
  },
  {
    title: 'An Evening of Bharathiyar’s Poetry',
    description:
      'Readings and sung renditions of poems by Mahakavi Subramania Bharati, from his songs of freedom to Kannan Pattu and Kuyil Pattu, with short introductions to each poem. Members of the public may sign up on the evening to read a poem.',
    daysFromNow: 15,
    startTime: '17:30',
    durationMinutes: 120,
    category: 'Special',
    branch: 'NLR',
  },
  {
    title: 'Jaffna Book Fair',
    description:
      'Publishers and booksellers from across the North bring new and second-hand books in Tamil, Sinhala and English, with book launches by local authors throughout the day. Entry is free.',
    daysFromNow: 45,
    startTime: '09:00',
    durationMinutes: 480,
    category: 'Special',
    branch: 'JPL',
  },
  {
    title: 'Library Heritage Day',
    description:
      'A celebration of the library’s history, from its modest beginnings in 1933 and the opening of the main building in 1959 to the reopening of the rebuilt library in 2003, with an exhibition of photographs and a guided tour of the building.',
    daysFromNow: 58,
    startTime: '09:30',
    durationMinutes: 180,
    category: 'Special',
    maxAttendees: 120,
    branch: 'JPL',
  },
];
