import type { EbookGenre, EbookLanguage } from '@app/db';
import type { Language } from '@app/i18n';

/**
 * What an e-reader app shows of the catalogue: feed and section titles in the reader's
 * language (Accept-Language; e-reader apps usually send none, then English).
 */
export interface OpdsLabels {
  catalogue: string;
  author: string;
  newTitle: string;
  newContent: string;
  popularTitle: string;
  popularContent: string;
  genreTitle: (genre: string) => string;
  genreContent: (genre: string) => string;
  languageTitle: (language: string) => string;
  languageContent: (language: string) => string;
  searchTitle: (query: string) => string;
  searchShortName: string;
  searchDescription: string;
  genres: Record<EbookGenre, string>;
  languages: Record<EbookLanguage, string>;
}

export const OPDS_LABELS: Record<Language, OpdsLabels> = {
  en: {
    catalogue: 'Jaffna Public Library — Digital Library',
    author: 'Jaffna Public Library',
    newTitle: 'New e-books',
    newContent: 'The latest additions to the collection',
    popularTitle: 'Popular e-books',
    popularContent: 'The most downloaded e-books',
    genreTitle: (genre) => `Genre: ${genre}`,
    genreContent: (genre) => `Free e-books in ${genre}`,
    languageTitle: (language) => `Language: ${language}`,
    languageContent: (language) => `Free e-books in ${language}`,
    searchTitle: (query) => `Search results for “${query}”`,
    searchShortName: 'Jaffna Library',
    searchDescription: 'Search the free e-books of the library by title, author or topic',
    genres: {
      fiction: 'Fiction',
      'non-fiction': 'Non-fiction',
      poetry: 'Poetry',
      history: 'History',
      science: 'Science',
      literature: 'Literature',
      biography: 'Biography',
      philosophy: 'Philosophy',
    },
    languages: { English: 'English', Tamil: 'Tamil', Sinhala: 'Sinhala' },
  },
  ta: {
    catalogue: 'யாழ்ப்பாணப் பொது நூலகம் — எண்ணிம நூலகம்',
    author: 'யாழ்ப்பாணப் பொது நூலகம்',
    newTitle: 'புதிய மின்னூல்கள்',
    newContent: 'தொகுப்பில் அண்மையில் சேர்க்கப்பட்டவை',
    popularTitle: 'பிரபலமான மின்னூல்கள்',
    popularContent: 'அதிகம் பதிவிறக்கப்பட்ட மின்னூல்கள்',
    genreTitle: (genre) => `வகை: ${genre}`,
    genreContent: (genre) => `${genre} வகையிலான இலவச மின்னூல்கள்`,
    languageTitle: (language) => `மொழி: ${language}`,
    languageContent: (language) => `${language} மொழியிலான இலவச மின்னூல்கள்`,
    searchTitle: (query) => `“${query}” என்பதற்கான தேடல் முடிவுகள்`,
    searchShortName: 'யாழ் நூலகம்',
    searchDescription: 'நூலகத்தின் இலவச மின்னூல்களைத் தலைப்பு, ஆசிரியர் அல்லது பொருள் மூலம் தேடுங்கள்',
    genres: {
      fiction: 'புனைவு',
      'non-fiction': 'புனைவல்லாதவை',
      poetry: 'கவிதை',
      history: 'வரலாறு',
      science: 'அறிவியல்',
      literature: 'இலக்கியம்',
      biography: 'வாழ்க்கை வரலாறு',
      philosophy: 'மெய்யியல்',
    },
    languages: { English: 'ஆங்கிலம்', Tamil: 'தமிழ்', Sinhala: 'சிங்களம்' },
  },
  si: {
    catalogue: 'යාපනය මහජන පුස්තකාලය — ඩිජිටල් පුස්තකාලය',
    author: 'යාපනය මහජන පුස්තකාලය',
    newTitle: 'නව විද්‍යුත් පොත්',
    newContent: 'එකතුවට අලුතින්ම එක් කළ පොත්',
    popularTitle: 'ජනප්‍රිය විද්‍යුත් පොත්',
    popularContent: 'වැඩියෙන්ම බාගත කළ විද්‍යුත් පොත්',
    genreTitle: (genre) => `ප්‍රභේදය: ${genre}`,
    genreContent: (genre) => `${genre} ප්‍රභේදයේ නොමිලේ ලැබෙන විද්‍යුත් පොත්`,
    languageTitle: (language) => `භාෂාව: ${language}`,
    languageContent: (language) => `${language} භාෂාවෙන් නොමිලේ ලැබෙන විද්‍යුත් පොත්`,
    searchTitle: (query) => `“${query}” සඳහා සෙවුම් ප්‍රතිඵල`,
    searchShortName: 'යාපනය පුස්තකාලය',
    searchDescription: 'පුස්තකාලයේ නොමිලේ ලැබෙන විද්‍යුත් පොත් මාතෘකාව, කතුවරයා හෝ විෂය අනුව සොයන්න',
    genres: {
      fiction: 'ප්‍රබන්ධ',
      'non-fiction': 'ප්‍රබන්ධ නොවන',
      poetry: 'කාව්‍ය',
      history: 'ඉතිහාසය',
      science: 'විද්‍යාව',
      literature: 'සාහිත්‍යය',
      biography: 'චරිතාපදාන',
      philosophy: 'දර්ශනය',
    },
    languages: { English: 'ඉංග්‍රීසි', Tamil: 'දෙමළ', Sinhala: 'සිංහල' },
  },
};
