//! Scenario format (todo)
