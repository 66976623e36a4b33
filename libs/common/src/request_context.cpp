#include <cw/request_context.hpp>

namespace cw {
namespace {
thread_local std::string t_request_id;
}
const std::string& current_request_id() { return t_request_id; }
void set_current_request_id(std::string id) { t_request_id = std::move(id); }
}  // namespace cw
