import type { SeedBook } from './types';

/** The opening shelf: real books, each described in its own language. */
export const books: SeedBook[] = [
  // History
  {
    title: 'யாழ்ப்பாண வைபவமாலை',
    author: 'மயில்வாகனப் புலவர்',
    genre: 'history',
    description:
      'ஒல்லாந்தர் ஆட்சிக் காலத்தில் எழுதப்பட்ட யாழ்ப்பாணத்தின் வரலாற்று நூல். யாழ்ப்பாண அரசின் தோற்றம் முதல் போர்த்துக்கேயர், ஒல்லாந்தர் காலம் வரையிலான நிகழ்வுகளைக் கூறுகிறது.',
    available: 1,
    coverColor: 'brown',
    language: 'Tamil',
  },
  {
    title: 'මහාවංශය',
    author: 'මහානාම හිමි',
    genre: 'history',
    description:
      'විජය කුමරුගේ පැමිණීමේ සිට මහසෙන් රජු දක්වා ලංකා ඉතිහාසය කියැවෙන, පාලි භාෂාවෙන් රචිත වංශකතාවේ සිංහල පරිවර්තනයයි.',
    available: 2,
    coverColor: 'amber',
    language: 'Sinhala',
  },
  {
    title: 'A History of Sri Lanka',
    author: 'K. M. de Silva',
    genre: 'history',
    description:
      'A comprehensive history of the island from its earliest settlements through the colonial centuries to independence and after, by one of Sri Lanka’s leading historians.',
    available: 3,
    coverColor: 'blue',
    language: 'English',
  },
  {
    title: 'Ceylon: An Account of the Island, Physical, Historical and Topographical',
    author: 'James Emerson Tennent',
    genre: 'history',
    description:
      'The great Victorian survey of Ceylon, covering its geology, natural history, ancient kingdoms, Buddhist monuments and colonial history, first published in 1859 in two volumes.',
    available: 1,
    coverColor: 'green',
    language: 'English',
  },
  {
    title: 'Ancient Jaffna',
    author: 'C. Rasanayagam',
    genre: 'history',
    description:
      'A pioneering study of the history of Jaffna from very early times to the Portuguese period, drawing on Tamil chronicles, inscriptions and the accounts of travellers.',
    available: 0,
    coverColor: 'slate',
    language: 'English',
  },

  // Poetry
  {
    title: 'திருக்குறள்',
    author: 'திருவள்ளுவர்',
    genre: 'poetry',
    description:
      'அறம், பொருள், இன்பம் என்னும் முப்பால்களில் 133 அதிகாரங்களும் 1330 குறள் வெண்பாக்களும் கொண்ட தமிழின் அழியாத அறநூல்.',
    available: 3,
    coverColor: 'red',
    language: 'Tamil',
  },
  {
    title: 'பாரதியார் கவிதைகள்',
    author: 'சுப்பிரமணிய பாரதி',
    genre: 'poetry',
    description:
      'விடுதலை, பெண் விடுதலை, தேசப்பற்று, இறைப்பற்று ஆகியவற்றைப் பாடிய மகாகவி பாரதியாரின் தேசிய கீதங்கள், கண்ணன் பாட்டு, குயில் பாட்டு, பாஞ்சாலி சபதம் உள்ளிட்ட கவிதைகளின் தொகுப்பு.',
    available: 2,
    coverColor: 'amber',
    language: 'Tamil',
  },
  {
    title: 'சிலப்பதிகாரம்',
    author: 'இளங்கோவடிகள்',
    genre: 'poetry',
    description:
      'கண்ணகி, கோவலன், மாதவி ஆகியோரின் கதையைப் புகார், மதுரை, வஞ்சி என்னும் மூன்று காண்டங்களில் கூறும், தமிழின் ஐம்பெருங்காப்பியங்களுள் ஒன்று.',
    available: 2,
    coverColor: 'purple',
    language: 'Tamil',
  },
  {
    title: 'සැළලිහිණි සන්දේශය',
    author: 'තොටගමුවේ ශ්‍රී රාහුල හිමි',
    genre: 'poetry',
    description:
      'උලකුඩය දේවියට පුතකු ලැබෙන ලෙස කැලණියේ විභීෂණ දෙවියන්ට පණිවිඩයක් ගෙන යන්නැයි සැළලිහිණියාගෙන් ඉල්ලා සිටින, කෝට්ටේ යුගයේ ප්‍රසිද්ධ සන්දේශ කාව්‍යයයි.',
    available: 1,
    coverColor: 'teal',
    language: 'Sinhala',
  },
  {
    title: 'ගුත්තිල කාව්‍යය',
    author: 'වෑත්තෑවේ හිමි',
    genre: 'poetry',
    description:
      'ගුත්තිල ජාතකය ඇසුරින් කෝට්ටේ යුගයේ රචිත මෙම කාව්‍යයෙන්, ගුත්තිල ආචාර්යයන් සහ ඔහුගේ ශිෂ්‍ය මූසිල අතර පැවති වීණා වාදන තරගය කියැවේ.',
    available: 2,
    coverColor: 'brown',
    language: 'Sinhala',
  },

  // Technology
  {
    title: 'Clean Code: A Handbook of Agile Software Craftsmanship',
    author: 'Robert C. Martin',
    genre: 'technology',
    description:
      'Practical rules and worked examples for writing code that other people can read, test and change, from naming and functions to error handling and refactoring.',
    available: 2,
    coverColor: 'slate',
    language: 'English',
  },
  {
    title: 'The Pragmatic Programmer',
    author: 'Andrew Hunt and David Thomas',
    genre: 'technology',
    description:
      'A collection of short, practical lessons on the craft of software development, from taking responsibility for your work to automation, testing and avoiding duplication.',
    available: 1,
    coverColor: 'blue',
    language: 'English',
  },
  {
    title: 'Code: The Hidden Language of Computer Hardware and Software',
    author: 'Charles Petzold',
    genre: 'technology',
    description:
      'Starting with Morse code and flashlights, Petzold builds up, step by step, how relays, logic gates and binary numbers combine to make a working computer.',
    available: 3,
    coverColor: 'teal',
    language: 'English',
  },
  {
    title: 'The C Programming Language',
    author: 'Brian W. Kernighan and Dennis M. Ritchie',
    genre: 'technology',
    description:
      'The classic, compact introduction to C by Kernighan and Ritchie, the language’s designer, with exercises that have taught generations of programmers.',
    available: 0,
    coverColor: 'red',
    language: 'English',
  },
  {
    title: 'The Mythical Man-Month',
    author: 'Frederick P. Brooks Jr.',
    genre: 'technology',
    description:
      'Essays on software project management drawn from building IBM’s OS/360, including the famous observation that adding people to a late project makes it later.',
    available: 1,
    coverColor: 'amber',
    language: 'English',
  },

  // Science
  {
    title: 'A Brief History of Time',
    author: 'Stephen Hawking',
    genre: 'science',
    description:
      'An account for general readers of the origin and fate of the universe, covering the Big Bang, black holes, the nature of time and the search for a unified theory.',
    available: 2,
    coverColor: 'purple',
    language: 'English',
  },
  {
    title: 'The Selfish Gene',
    author: 'Richard Dawkins',
    genre: 'science',
    description:
      'A gene-centred view of evolution explaining how behaviour such as altruism can arise from natural selection; it also introduced the idea of the meme.',
    available: 2,
    coverColor: 'green',
    language: 'English',
  },
  {
    title: 'Cosmos',
    author: 'Carl Sagan',
    genre: 'science',
    description:
      'The companion book to the television series, tracing the history of science and humanity’s place in a vast universe, from ancient Alexandria to the exploration of the planets.',
    available: 3,
    coverColor: 'blue',
    language: 'English',
  },
  {
    title: 'Silent Spring',
    author: 'Rachel Carson',
    genre: 'science',
    description:
      'Carson’s landmark 1962 study of the damage done by synthetic pesticides such as DDT to birds, rivers and people, which helped launch the modern environmental movement.',
    available: 1,
    coverColor: 'green',
    language: 'English',
  },
  {
    title: 'The Double Helix',
    author: 'James D. Watson',
    genre: 'science',
    description:
      'Watson’s personal, and famously candid, account of the race to discover the structure of DNA with Francis Crick in the early 1950s.',
    available: 0,
    coverColor: 'teal',
    language: 'English',
  },

  // Art
  {
    title: 'The Story of Art',
    author: 'E. H. Gombrich',
    genre: 'art',
    description:
      'A clear and readable history of art from prehistoric cave paintings to the twentieth century, one of the most widely read introductions to the subject.',
    available: 2,
    coverColor: 'red',
    language: 'English',
  },
  {
    title: 'Ways of Seeing',
    author: 'John Berger',
    genre: 'art',
    description:
      'Based on the BBC television series, these essays ask how paintings, photographs and advertising shape the way we look at the world and at one another.',
    available: 1,
    coverColor: 'slate',
    language: 'English',
  },
  {
    title: 'Mediaeval Sinhalese Art',
    author: 'Ananda K. Coomaraswamy',
    genre: 'art',
    description:
      'A detailed 1908 study of the traditional arts and crafts of the Kandyan period, from woodwork and metalwork to painting, and of the craftsmen who made them.',
    available: 1,
    coverColor: 'brown',
    language: 'English',
  },
  {
    title: 'The Dance of Shiva',
    author: 'Ananda K. Coomaraswamy',
    genre: 'art',
    description:
      'Fourteen essays on Indian art and thought, with a title essay on the image of Shiva Nataraja as a symbol of cosmic rhythm.',
    available: 2,
    coverColor: 'amber',
    language: 'English',
  },
  {
    title: 'මනමේ',
    author: 'එදිරිවීර සරච්චන්ද්‍ර',
    genre: 'art',
    description:
      'චූල ධනුද්ධර ජාතකය ඇසුරින් නාඩගම් සම්ප්‍රදාය නූතන වේදිකාවට ගෙන ආ, 1956 දී ප්‍රථම වරට රඟදැක්වූ මෙම නාට්‍යය සිංහල නාට්‍ය කලාවේ සන්ධිස්ථානයකි.',
    available: 2,
    coverColor: 'purple',
    language: 'Sinhala',
  },

  // Fiction
  {
    title: 'பொன்னியின் செல்வன்',
    author: 'கல்கி',
    genre: 'fiction',
    description:
      'பின்னாளில் இராஜராஜ சோழனாக உயர்ந்த அருள்மொழிவர்மனின் இளமைக் காலத்தை மையமாகக் கொண்ட வரலாற்றுப் புதினம். வந்தியத்தேவனின் பயணங்களின் வழியே சோழப் பேரரசின் அரசியல் சூழ்ச்சிகளை விவரிக்கிறது.',
    available: 3,
    coverColor: 'red',
    language: 'Tamil',
  },
  {
    title: 'பஞ்சமர்',
    author: 'கே. டானியல்',
    genre: 'fiction',
    description:
      'யாழ்ப்பாணச் சமூகத்தில் ஒடுக்கப்பட்ட மக்களின் வாழ்வையும், சாதி ஒடுக்குமுறைக்கு எதிரான அவர்களின் போராட்டத்தையும் சித்திரிக்கும் புதினம்.',
    available: 1,
    coverColor: 'slate',
    language: 'Tamil',
  },
  {
    title: 'මඩොල් දූව',
    author: 'මාර්ටින් වික්‍රමසිංහ',
    genre: 'fiction',
    description:
      'උපාලි සහ ජින්නා නම් යොවුන් මිතුරන් දෙදෙනා මඩොල් දූවේ ගත කරන වික්‍රමාන්විත ජීවිතය ගැන කියැවෙන, ශ්‍රී ලාංකික ළමා සාහිත්‍යයේ සම්භාව්‍ය නවකතාවයි.',
    available: 3,
    coverColor: 'green',
    language: 'Sinhala',
  },
  {
    title: 'ගම්පෙරළිය',
    author: 'මාර්ටින් වික්‍රමසිංහ',
    genre: 'fiction',
    description:
      'දකුණු පළාතේ ගමක සම්ප්‍රදායික පවුලක් නූතනත්වය හමුවේ වෙනස් වන අයුරු නන්දා, පියල් සහ ජිනදාස හරහා දක්වන නවකතාවයි. ලෙස්ටර් ජේම්ස් පීරිස් එය චිත්‍රපටයක් ලෙසද නිර්මාණය කළේය.',
    available: 2,
    coverColor: 'amber',
    language: 'Sinhala',
  },
  {
    title: 'Anil’s Ghost',
    author: 'Michael Ondaatje',
    genre: 'fiction',
    description:
      'A forensic anthropologist returns to Sri Lanka for a human-rights investigation and, with a local archaeologist, tries to identify a skeleton found at an ancient burial site.',
    available: 2,
    coverColor: 'blue',
    language: 'English',
  },
  {
    title: 'Funny Boy',
    author: 'Shyam Selvadurai',
    genre: 'fiction',
    description:
      'Arjie, a boy from a Tamil family in Colombo, comes of age and comes to terms with being gay in the years of rising ethnic tension that lead to July 1983.',
    available: 1,
    coverColor: 'purple',
    language: 'English',
  },
  {
    title: 'The Fountains of Paradise',
    author: 'Arthur C. Clarke',
    genre: 'fiction',
    description:
      'An engineer sets out to build a space elevator from a sacred mountain on the island of Taprobane, a thinly veiled Sri Lanka, in a story interwoven with the legend of an ancient rock-fortress king.',
    available: 2,
    coverColor: 'teal',
    language: 'English',
  },
];
