import type { Migration } from 'kysely/migration';
import * as m1 from './2026_11_21_200000_create_extensions';
import * as m2 from './2026_11_21_200100_create_districts';
import * as m3 from './2026_11_21_200200_create_branches';
import * as m4 from './2026_11_21_200300_create_users';
import * as m5 from './2026_11_21_200400_create_sessions';
import * as m6 from './2026_11_21_200500_create_books';
import * as m7 from './2026_11_21_200600_create_events';
import * as m8 from './2026_11_21_200700_create_newsletters';
import * as m9 from './2026_11_21_200800_create_loans';
import * as m10 from './2026_11_21_200900_create_book_inventory';
import * as m11 from './2026_11_21_201000_create_scan_history';
import * as m12 from './2026_11_21_201100_create_ebooks';
import * as m13 from './2026_11_21_201200_create_ebook_downloads';
import * as m14 from './2026_11_21_201300_create_reading_sessions';
import * as m15 from './2026_11_21_201400_create_seed_history';
import * as m16 from './2026_11_21_210000_create_login_failures';
import * as m17 from './2026_11_21_220000_create_isbn_lookups';
import * as m18 from './2026_11_21_220100_add_inventory_copy_number';
import * as m19 from './2026_11_21_220200_index_scan_client_ids';
import * as addEbookSearch from './2026_11_21_230000_add_ebook_search';
import * as addReadingSessionLocation from './2026_11_21_230100_add_reading_session_location';
import * as indexFeaturedEbooks from './2026_11_21_230200_index_featured_ebooks';
import * as createEbookSearchWords from './2026_11_21_230300_create_ebook_search_words';
import * as createAuditLog from './2026_11_23_220000_create_audit_log';
import * as createSubstringKey from './2026_11_24_010000_create_substring_key';
import * as indexEbookLists from './2026_11_24_010100_index_ebook_lists';
import * as createListCounts from './2026_11_24_010200_create_list_counts';
import * as indexBookLists from './2026_11_24_010300_index_book_lists';
import * as addInventorySearchText from './2026_11_24_010400_add_inventory_search_text';
import * as indexScanHistoryByPerson from './2026_11_24_010500_index_scan_history_by_person';
import * as notifyCatalogueChanges from './2026_11_24_010600_notify_catalogue_changes';
import * as createRateLimits from './2026_11_24_020000_create_rate_limits';
import * as addTrustedDevices from './2026_11_24_020100_add_trusted_devices';
import * as indexDownloadLogClients from './2026_11_24_020200_index_download_log_clients';
import * as dropUnsafeCoverUrls from './2026_11_24_020300_drop_unsafe_cover_urls';
import * as createMembers from './2026_11_24_030000_create_members';
import * as linkCopiesToBooks from './2026_11_24_030100_link_copies_to_books';
import * as addLoanCopiesAndMembers from './2026_11_24_030200_add_loan_copies_and_members';
import * as createLoanSettings from './2026_11_24_030300_create_loan_settings';
import * as createPasswordLinks from './2026_11_24_030400_create_password_links';
import * as newsletterConsent from './2026_11_24_050000_newsletter_consent';
import * as createJobs from './2026_11_24_040000_create_jobs';
import * as unlogRateLimits from './2026_11_24_060000_unlog_rate_limits';
import * as countEbookSearchWords from './2026_11_26_100000_count_ebook_search_words';
import * as splitEbookSearchIndex from './2026_11_26_100100_split_ebook_search_index';
import * as createTrigramKey from './2026_11_26_110000_create_trigram_key';
import * as exactTrigramKey from './2026_11_26_120000_exact_trigram_key';
import * as copiesSearchTable from './2026_11_26_130000_copies_search_table';
import * as createHolds from './2026_11_27_100000_create_holds';
import * as memberCategories from './2026_11_27_110000_member_categories';
import * as eventRegistrations from './2026_11_28_000000_event_registrations';
import * as membersCategoryIndex from './2026_11_28_100000_members_category_index';
import * as fines from './2026_11_28_110000_fines';
import * as returnClientIds from './2026_11_28_120000_return_client_ids';
import * as indexActiveLoans from './2026_11_28_100000_index_active_loans';
import * as indexReturnedLoans from './2026_11_29_100000_index_returned_loans';
import * as createStocktakes from './2026_11_29_130300_create_stocktakes';
import * as apiTokens from './2026_11_30_100000_api_tokens';
import * as indexReportSeries from './2026_11_30_120000_index_report_series';
import * as notifyTokenChanges from './2026_11_30_130000_notify_token_changes';
import * as loanDays from './2026_11_30_140000_loan_days';
import * as reviewDays from './2026_11_30_140100_review_days';
import * as oaiHarvest from './2026_12_01_100000_oai_harvest';
import * as webhooks from './2026_12_01_110000_webhooks';
import * as indexQueuedMessages from './2026_11_28_100100_index_queued_messages';

/** Every migration, in order. A static list (not a folder scan) so bundlers and tsx both see them. */
export const migrations: Record<string, Migration> = {
  '2026_11_21_200000_create_extensions': m1,
  '2026_11_21_200100_create_districts': m2,
  '2026_11_21_200200_create_branches': m3,
  '2026_11_21_200300_create_users': m4,
  '2026_11_21_200400_create_sessions': m5,
  '2026_11_21_200500_create_books': m6,
  '2026_11_21_200600_create_events': m7,
  '2026_11_21_200700_create_newsletters': m8,
  '2026_11_21_200800_create_loans': m9,
  '2026_11_21_200900_create_book_inventory': m10,
  '2026_11_21_201000_create_scan_history': m11,
  '2026_11_21_201100_create_ebooks': m12,
  '2026_11_21_201200_create_ebook_downloads': m13,
  '2026_11_21_201300_create_reading_sessions': m14,
  '2026_11_21_201400_create_seed_history': m15,
  '2026_11_21_210000_create_login_failures': m16,
  '2026_11_21_220000_create_isbn_lookups': m17,
  '2026_11_21_220100_add_inventory_copy_number': m18,
  '2026_11_21_220200_index_scan_client_ids': m19,
  '2026_11_21_230000_add_ebook_search': addEbookSearch,
  '2026_11_21_230100_add_reading_session_location': addReadingSessionLocation,
  '2026_11_21_230200_index_featured_ebooks': indexFeaturedEbooks,
  '2026_11_21_230300_create_ebook_search_words': createEbookSearchWords,
  '2026_11_23_220000_create_audit_log': createAuditLog,
  '2026_11_24_010000_create_substring_key': createSubstringKey,
  '2026_11_24_010100_index_ebook_lists': indexEbookLists,
  '2026_11_24_010200_create_list_counts': createListCounts,
  '2026_11_24_010300_index_book_lists': indexBookLists,
  '2026_11_24_010400_add_inventory_search_text': addInventorySearchText,
  '2026_11_24_010500_index_scan_history_by_person': indexScanHistoryByPerson,
  '2026_11_24_010600_notify_catalogue_changes': notifyCatalogueChanges,
  '2026_11_24_020000_create_rate_limits': createRateLimits,
  '2026_11_24_020100_add_trusted_devices': addTrustedDevices,
  '2026_11_24_020200_index_download_log_clients': indexDownloadLogClients,
  '2026_11_24_020300_drop_unsafe_cover_urls': dropUnsafeCoverUrls,
  '2026_11_24_030000_create_members': createMembers,
  '2026_11_24_030100_link_copies_to_books': linkCopiesToBooks,
  '2026_11_24_030200_add_loan_copies_and_members': addLoanCopiesAndMembers,
  '2026_11_24_030300_create_loan_settings': createLoanSettings,
  '2026_11_24_030400_create_password_links': createPasswordLinks,
  '2026_11_24_050000_newsletter_consent': newsletterConsent,
  '2026_11_24_040000_create_jobs': createJobs,
  '2026_11_24_060000_unlog_rate_limits': unlogRateLimits,
  '2026_11_26_100000_count_ebook_search_words': countEbookSearchWords,
  '2026_11_26_100100_split_ebook_search_index': splitEbookSearchIndex,
  '2026_11_26_110000_create_trigram_key': createTrigramKey,
  '2026_11_26_120000_exact_trigram_key': exactTrigramKey,
  '2026_11_26_130000_copies_search_table': copiesSearchTable,
  '2026_11_27_100000_create_holds': createHolds,
  '2026_11_27_110000_member_categories': memberCategories,
  '2026_11_28_000000_event_registrations': eventRegistrations,
  '2026_11_28_100000_members_category_index': membersCategoryIndex,
  '2026_11_28_110000_fines': fines,
  '2026_11_28_120000_return_client_ids': returnClientIds,
  '2026_11_28_100000_index_active_loans': indexActiveLoans,
  '2026_11_28_100100_index_queued_messages': indexQueuedMessages,
  '2026_11_29_100000_index_returned_loans': indexReturnedLoans,
  '2026_11_29_130300_create_stocktakes': createStocktakes,
  '2026_11_30_100000_api_tokens': apiTokens,
  '2026_11_30_120000_index_report_series': indexReportSeries,
  '2026_11_30_130000_notify_token_changes': notifyTokenChanges,
  '2026_11_30_140000_loan_days': loanDays,
  '2026_11_30_140100_review_days': reviewDays,
  '2026_12_01_100000_oai_harvest': oaiHarvest,
  '2026_12_01_110000_webhooks': webhooks,
};
