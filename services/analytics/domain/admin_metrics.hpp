#pragma once
// The admin dashboard's figures and the words of its activity feed. No I/O here.
#include <cstdint>
#include <optional>
#include <string>

namespace analytics {

inline constexpr int kAdminListLength = 5;     // pending and verified engineers, recent projects (spec section 9)
inline constexpr int kActivityLength = 20;
inline constexpr std::size_t kMaxApplicationSearch = 100;  // characters

// Completed divided by total, as a rounded percent; 0 when there are no projects.
int completion_rate(std::int64_t completed, std::int64_t total);

// "Mia Stone", or "an engineer" when the name is not known yet.
std::string someone(const std::string& name, const char* fallback);

// What an admin typed to find an application (matched against name and username): trimmed, "" for none;
// invalid("search must be at most 100 characters") when longer, and invalid(...) on a NUL or bytes that are not UTF-8.
std::string application_search(const std::optional<std::string>& text);

}  // namespace analytics
