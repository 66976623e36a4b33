#pragma once
// The sockets open on this instance, by user, by session and by joined project. Frames reach them from the Redis
// subscription (realtime/delivery), so a frame sent on any instance arrives once at every socket it is meant for.
#include <chrono>
#include <cstdint>
#include <memory>
#include <mutex>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace messaging::realtime {

class Connection;
using Frame = std::shared_ptr<const std::string>;

class Hub {
 public:
  // admin: the session's role is admin (its socket gets to_admins).
  void add(std::int64_t user_id, const std::string& session_id, const std::shared_ptr<Connection>& connection,
           bool admin = false);
  void join(std::int64_t project_id, const std::shared_ptr<Connection>& connection);
  // Forgets the connection everywhere (it closed).
  void remove(const Connection* connection);

  // The frame's text is copied once, and only when a local socket is to get it.
  // To every local socket of the user but the one whose token is skip (the sender's own socket); returns how many
  // got it. received: when a timed (chat) frame reached this instance, for realtime/chat_timing (default: untimed).
  std::size_t to_user(std::int64_t user_id, std::string_view frame, std::string_view skip,
                      std::chrono::steady_clock::time_point received = {});
  void to_project(std::int64_t project_id, std::string_view frame);
  // Once to every local socket of the users and of those that joined the project (a party's socket that joined it
  // gets it once).
  void to_audience(const std::vector<std::int64_t>& user_ids, std::int64_t project_id, std::string_view frame);
  void to_admins(std::string_view frame);

  std::vector<std::shared_ptr<Connection>> of_session(const std::string& session_id);
  std::vector<std::shared_ptr<Connection>> all();
  // The users with a socket open here.
  std::vector<std::int64_t> users();

 private:
  using Sockets = std::vector<std::weak_ptr<Connection>>;
  template <typename Key>
  using Index = std::unordered_map<Key, Sockets>;

  std::mutex mutex_;
  Index<std::int64_t> by_user_;
  Index<std::string> by_session_;
  Index<std::int64_t> by_project_;
  Sockets admins_;
};

}  // namespace messaging::realtime
