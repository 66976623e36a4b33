#include "realtime/hub.hpp"

#include "realtime/connection.hpp"

#include <algorithm>

namespace messaging::realtime {

namespace {

template <typename Index, typename Key>
std::vector<std::shared_ptr<Connection>> open(const Index& index, const Key& key) {
  std::vector<std::shared_ptr<Connection>> connections;
  auto found = index.find(key);
  if (found == index.end()) return connections;
  for (const auto& socket : found->second) {
    if (auto connection = socket.lock()) connections.push_back(std::move(connection));
  }
  return connections;
}

template <typename Index>
void erase(Index& index, const Connection* connection) {
  for (auto entry = index.begin(); entry != index.end();) {
    std::erase_if(entry->second, [connection](const auto& socket) {
      auto open = socket.lock();
      return !open || open.get() == connection;
    });
    entry = entry->second.empty() ? index.erase(entry) : std::next(entry);
  }
}

// One copy of the frame's text, shared by the sockets that get it; none when no socket here does.
void send_to(const std::vector<std::shared_ptr<Connection>>& targets, std::string_view frame,
             std::chrono::steady_clock::time_point received = {}) {
  if (targets.empty()) return;
  const auto shared = std::make_shared<const std::string>(frame);
  for (const auto& connection : targets) connection->send(shared, received);
}

}  // namespace

void Hub::add(std::int64_t user_id, const std::string& session_id, const std::shared_ptr<Connection>& connection,
              bool admin) {
  std::lock_guard lock(mutex_);
  by_user_[user_id].push_back(connection);
  by_session_[session_id].push_back(connection);
  if (admin) admins_.push_back(connection);
}

void Hub::join(std::int64_t project_id, const std::shared_ptr<Connection>& connection) {
  std::lock_guard lock(mutex_);
  auto& sockets = by_project_[project_id];
  const auto joined = std::any_of(sockets.begin(), sockets.end(),
                                  [&](const auto& socket) { return socket.lock() == connection; });
  if (!joined) sockets.push_back(connection);
}

void Hub::remove(const Connection* connection) {
  std::lock_guard lock(mutex_);
  erase(by_user_, connection);
  erase(by_session_, connection);
  erase(by_project_, connection);
  std::erase_if(admins_, [connection](const auto& socket) {
    auto open = socket.lock();
    return !open || open.get() == connection;
  });
}

std::size_t Hub::to_user(std::int64_t user_id, std::string_view frame, std::string_view skip,
                         std::chrono::steady_clock::time_point received) {
  std::vector<std::shared_ptr<Connection>> targets;
  {
    std::lock_guard lock(mutex_);
    targets = open(by_user_, user_id);
  }
  std::erase_if(targets, [skip](const auto& connection) { return connection->token() == skip; });
  send_to(targets, frame, received);
  return targets.size();
}

void Hub::to_project(std::int64_t project_id, std::string_view frame) {
  std::vector<std::shared_ptr<Connection>> targets;
  {
    std::lock_guard lock(mutex_);
    targets = open(by_project_, project_id);
  }
  send_to(targets, frame);
}

void Hub::to_audience(const std::vector<std::int64_t>& user_ids, std::int64_t project_id, std::string_view frame) {
  std::vector<std::shared_ptr<Connection>> targets;
  {
    std::lock_guard lock(mutex_);
    targets = open(by_project_, project_id);
    for (auto user_id : user_ids) {
      for (auto& connection : open(by_user_, user_id)) targets.push_back(std::move(connection));
    }
  }
  std::sort(targets.begin(), targets.end());
  targets.erase(std::unique(targets.begin(), targets.end()), targets.end());
  send_to(targets, frame);
}

void Hub::to_admins(std::string_view frame) {
  std::vector<std::shared_ptr<Connection>> targets;
  {
    std::lock_guard lock(mutex_);
    for (const auto& socket : admins_) {
      if (auto connection = socket.lock()) targets.push_back(std::move(connection));
    }
  }
  send_to(targets, frame);
}

std::vector<std::shared_ptr<Connection>> Hub::of_session(const std::string& session_id) {
  std::lock_guard lock(mutex_);
  return open(by_session_, session_id);
}

std::vector<std::shared_ptr<Connection>> Hub::all() {
  std::vector<std::shared_ptr<Connection>> connections;
  std::lock_guard lock(mutex_);
  for (const auto& [user_id, sockets] : by_user_) {
    for (const auto& socket : sockets) {
      if (auto connection = socket.lock()) connections.push_back(std::move(connection));
    }
  }
  return connections;
}

std::vector<std::int64_t> Hub::users() {
  std::lock_guard lock(mutex_);
  std::vector<std::int64_t> users;
  for (const auto& [user_id, sockets] : by_user_) {
    if (std::any_of(sockets.begin(), sockets.end(), [](const auto& socket) { return !socket.expired(); })) {
      users.push_back(user_id);
    }
  }
  return users;
}

}  // namespace messaging::realtime
