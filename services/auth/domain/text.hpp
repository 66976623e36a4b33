#pragma once
// The text rules of this service's forms are the shared ones (cw/text.hpp).
#include <cw/text.hpp>

namespace auth {

using cw::text::character_count;
using cw::text::lower;
using cw::text::trim;

}  // namespace auth
