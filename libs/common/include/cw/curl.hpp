#pragma once
// libcurl's process-wide set-up, for every client built on it (billing's payment provider, messaging's SMTP).
#include <curl/curl.h>

namespace cw::curl {

// curl_global_init, once per process and before any handle exists (it is not thread-safe itself); its result every
// time after.
CURLcode init_once();

}  // namespace cw::curl
